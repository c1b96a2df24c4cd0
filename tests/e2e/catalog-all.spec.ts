// /shop/collections/all (issue 18): every product for sale, with the facets, sorts and pages of any
// other collection; internal products (care plans, the free gift, the love note, the voucher) never.
import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, gotoHydrated, MOBILE} from './support/chrome';

const INTERNAL_TYPES = ['Care Plan', 'Gift', 'Love Note', 'Gift Card'];

const cards = (page: Page) => page.getByTestId('listing-products').getByTestId('product-card');

// Text content, not innerText: cards far down a first page are not laid out (docs/decisions/0013).
const prices = async (page: Page) =>
  (await page.getByTestId('listing-products').locator('.price-tag__price').allTextContents()).map((text) => Number(text.replace(/[^0-9.]/g, '')));

/** The facets panel: inline on wide screens, behind the Filters button on narrow ones. */
async function openFacets(page: Page, width: number) {
  if (width < 1024) await page.getByRole('button', {name: /^Filters/}).click();
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test('lists every product for sale with a facet, a sort and a second page', async ({page}) => {
      const response = await gotoHydrated(page, '/shop/collections/all');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('All Jewelry');
      await expect(cards(page).first()).toBeVisible();
      const count = page.locator('.listing-filters__count');
      await expect(count).toHaveText(/^\d+ of \d+ products$/);
      const everything = Number(/of (\d+)/.exec((await count.textContent())!)![1]);

      // The product type facet offers the shop's pieces, never an internal product's type.
      await openFacets(page, viewport.width);
      const typeFacet = page.getByTestId('facet-Product type');
      await expect(typeFacet.getByRole('checkbox').first()).toBeVisible();
      for (const internal of INTERNAL_TYPES) {
        await expect(typeFacet.getByRole('checkbox', {name: new RegExp(`^${internal}\\b`)})).toHaveCount(0);
      }
      await typeFacet.getByRole('checkbox', {name: /^Engagement Ring Setting/}).check();
      await expect(page).toHaveURL(/type=Engagement\+Ring\+Setting/);
      await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
      // The total under the facet: fewer than everything.
      await expect(count).not.toHaveText(new RegExp(`of ${everything} `));
      const filtered = Number(/(\d+) products?$/.exec((await count.textContent())!)![1]);
      expect(filtered).toBeLessThan(everything);

      // Sorting by price, within the facet (the narrow layout's panel closes first).
      const toggle = page.getByRole('button', {name: /^Filters/});
      if (viewport.width < 1024 && (await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
      await page.getByLabel('Sort by').selectOption('price-asc');
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect(page).toHaveURL(/type=Engagement\+Ring\+Setting/);
      await expect.poll(async () => {
        const list = await prices(page);
        return list.length > 1 && list.every((price, i) => i === 0 || list[i - 1]! <= price);
      }).toBe(true);
      // A search cannot order by date: the choice is not offered rather than ignored.
      await expect(page.getByLabel('Sort by').locator('option')).toHaveText(['Featured', 'Price: Low to High', 'Price: High to Low']);
    });

    test('moves to page two and back by cursor, in price order', async ({page}) => {
      await gotoHydrated(page, '/shop/collections/all?sort=price-desc');
      const firstHeading = cards(page).first().getByRole('heading');
      const firstOfPageOne = await firstHeading.innerText();
      const lastPriceOfPageOne = (await prices(page)).at(-1)!;
      await page.getByRole('link', {name: 'Next page'}).click();
      await expect(page).toHaveURL(/cursor=.+/);
      await expect(page).toHaveURL(/sort=price-desc/);
      await expect(firstHeading).not.toHaveText(firstOfPageOne);
      expect((await prices(page))[0]).toBeLessThanOrEqual(lastPriceOfPageOne);
      await page.getByRole('link', {name: 'Previous page'}).click();
      await expect(firstHeading).toHaveText(firstOfPageOne);
    });
  });
}

test('no internal product appears on any page of the listing', async ({page}) => {
  let path: string | null = '/shop/collections/all';
  const seen: string[] = [];
  for (let pages = 0; path && pages < 20; pages++) {
    await page.goto(path);
    seen.push(...(await cards(page).getByRole('heading').allTextContents()));
    const next = page.getByRole('link', {name: 'Next page'});
    path = (await next.count()) ? await next.getAttribute('href') : null;
    if (path?.startsWith('?')) path = `/shop/collections/all${path}`;
  }
  expect(seen.length).toBeGreaterThan(24);
  expect(seen.filter((title) => /protection plan|love note|gift voucher|complimentary/i.test(title))).toEqual([]);
  expect(new Set(seen).size).toBe(seen.length);
});

test('the collections sitemap lists /shop/collections/all', async ({request}) => {
  const response = await request.get('/sitemap/collections/1.xml');
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<loc>https?:\/\/[^<]+\/shop\/collections\/all<\/loc>/);
});
