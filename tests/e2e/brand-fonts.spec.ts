import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, waitForHydration} from './support/chrome';

// A browser's first document shows the fallback faces for as long as it is open and loads the brand
// faces when idle; later documents show them from their first paint (app/platform/brand-fonts.ts,
// docs/decisions/0028).

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

const heading = (page: Page) => page.getByRole('heading', {level: 1});

test('a first visit keeps the fallback faces and loads the brand faces when idle, and a later document shows them from its first paint', async ({page}) => {
  await watchFontDeferral(page);
  await page.goto(COLLECTION);
  await waitForHydration(page);
  expect(await fontsDeferred(page)).toBe(true);
  // One face per idle period, each waiting at most 4 s for one.
  await expect.poll(() => brandFaceStatuses(page), {timeout: 15_000}).toEqual(['loaded', 'loaded', 'loaded']);
  await expect(heading(page)).toHaveCSS('font-family', /^"Cormorant Garamond Fallback"/);

  // The document keeps the faces it was laid out in, through a new sort and another page.
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await page.getByRole('link', {name: /home$/}).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-fonts-deferred', '');
  await expect(heading(page)).toHaveCSS('font-family', /^"Cormorant Garamond Fallback"/);

  await page.goto(PRODUCT);
  await waitForHydration(page);
  expect(await fontsDeferred(page)).toBe(false);
  await expect(heading(page)).toHaveCSS('font-family', /^"Cormorant Garamond"/);
});
