import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';

// Analytics tools count a page view per page: choosing a variant or a sort changes the URL's
// parameters, not the page, and must not count again.

const SETTING = '/shop/products/delphine-solitaire-setting';

function pageViews(page: Page) {
  return page.evaluate(() => ((window as {dataLayer?: {event: string}[]}).dataLayer ?? []).filter((entry) => entry.event === 'page_view').length);
}

/** The count once pending pushes had time to land (pushes go through an async catalogue check). */
async function settledPageViews(page: Page) {
  await page.waitForTimeout(500);
  return pageViews(page);
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({viewport});

    test('a product page and four metal choices are one page view; the next page adds one', async ({page}) => {
      await gotoHydrated(page, SETTING);
      await expect.poll(() => pageViews(page)).toBe(1);

      const metals = page.getByRole('group', {name: 'Metal'}).getByRole('radio');
      await expect(metals).toHaveCount(4);
      let url = page.url();
      for (const index of [1, 2, 3, 0]) {
        await metals.nth(index).click();
        await expect(metals.nth(index)).toBeChecked();
        await expect(page).not.toHaveURL(url);
        url = page.url();
      }
      expect(await settledPageViews(page)).toBe(1);

      await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'}).click();
      await expect(page).toHaveURL(/\/support\/privacy-policy$/);
      await expect.poll(() => pageViews(page)).toBe(2);
      expect(await settledPageViews(page)).toBe(2);
    });

    test('a collection and two sort changes are one page view; the next page adds one', async ({page}) => {
      await gotoHydrated(page, '/shop/collections/engagement-rings');
      await expect.poll(() => pageViews(page)).toBe(1);

      const sort = page.getByLabel('Sort by');
      await sort.selectOption('price-asc');
      await expect(page).toHaveURL(/sort=price-asc/);
      await sort.selectOption('price-desc');
      await expect(page).toHaveURL(/sort=price-desc/);
      await expect(sort).toHaveValue('price-desc');
      expect(await settledPageViews(page)).toBe(1);

      await page.getByTestId('listing-products').getByTestId('product-card').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/shop\/products\//);
      await expect.poll(() => pageViews(page)).toBe(2);
      expect(await settledPageViews(page)).toBe(2);
    });
  });
}
