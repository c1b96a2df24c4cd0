import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, waitForHydration} from './support/chrome';

// A browser's first document shows its first page in the fallback faces and loads the brand faces
// when idle; they show from the next page on (app/platform/brand-fonts.ts, docs/decisions/0028).

const COLLECTION = '/shop/collections/all';
const PRODUCT = '/shop/products/diamond-hoop-earrings';

test.use({viewport: DESKTOP});

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

/** The load status of each brand face the stylesheets declare. */
const brandFaceStatuses = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((face) => !face.family.endsWith('Fallback')).map((face) => face.status));

const fontRequests = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length);

const headingFont = (page: Page) => page.locator('h1').first().evaluate((element) => getComputedStyle(element).fontFamily);

test('a first visit keeps its first page in the fallback faces, loads the brand faces when idle and shows them from the next page on', async ({page}) => {
  await watchFontDeferral(page);
  await page.goto(COLLECTION);
  await waitForHydration(page);
  expect(await fontsDeferred(page)).toBe(true);
  await expect.poll(() => brandFaceStatuses(page)).toEqual(['loaded', 'loaded', 'loaded']);
  expect(await fontRequests(page)).toBe(3);
  expect(await headingFont(page)).toMatch(/^"Cormorant Garamond Fallback"/);

  // A new sort keeps the page, and with it the faces it was laid out in.
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.locator('html')).toHaveAttribute('data-fonts-deferred', '');

  // The next page shows the brand faces, already loaded.
  await page.getByRole('link', {name: /home$/}).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-fonts-deferred');
  expect(await headingFont(page)).toMatch(/^"Cormorant Garamond"/);
  expect(await fontRequests(page)).toBe(3);

  // A later document uses them from its first paint.
  await page.goto(PRODUCT);
  await waitForHydration(page);
  expect(await fontsDeferred(page)).toBe(false);
  expect(await headingFont(page)).toMatch(/^"Cormorant Garamond"/);
});
