import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {waitForHydration} from './support/chrome';

// A browser's first document asks for the brand faces once its content is on screen; later ones
// use them from their first paint (app/platform/brand-fonts.ts, docs/decisions/0028).

const PRODUCT = '/shop/products/diamond-hoop-earrings';

/** Records, from before the document's own scripts run, whether the document deferred the brand faces. */
async function watchFontDeferral(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as {fontsDeferred: boolean};
    state.fontsDeferred = false;
    new MutationObserver((records) => {
      if (records.some((record) => record.oldValue === null)) state.fontsDeferred = true;
    }).observe(document as unknown as Node, {subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-fonts-deferred']});
  });
}

const fontsDeferred = (page: Page) => page.evaluate(() => (window as unknown as {fontsDeferred: boolean}).fontsDeferred);

/** When the page's priority image was shown, and when each brand face was asked for (ms, page time). */
const timings = (page: Page) =>
  page.evaluate(async () => {
    const image = await new Promise<number>((resolve) =>
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntries().find((candidate) => (candidate as PerformanceEntry & {identifier: string}).identifier === 'priority-image');
        if (entry) {
          observer.disconnect();
          resolve(entry.startTime);
        }
      }).observe({type: 'element', buffered: true}),
    );
    const fonts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.startTime);
    return {image, fonts};
  });

const headingFont = (page: Page) => page.locator('h1').first().evaluate((element) => getComputedStyle(element).fontFamily);

test('a first visit asks for the brand faces once its priority image is shown, and a later document from its first paint', async ({page}) => {
  await watchFontDeferral(page);
  await page.goto(PRODUCT);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  expect(await fontsDeferred(page)).toBe(true);
  const first = await timings(page);
  expect(first.fonts.length).toBeGreaterThan(0);
  for (const asked of first.fonts) expect(asked).toBeGreaterThanOrEqual(first.image);
  await expect(page.locator('html')).not.toHaveAttribute('data-fonts-deferred');
  expect(await headingFont(page)).toMatch(/^"Cormorant Garamond"/);

  await page.goto('/');
  await waitForHydration(page);
  expect(await fontsDeferred(page)).toBe(false);
  expect(await headingFont(page)).toMatch(/^"Cormorant Garamond"/);
});
