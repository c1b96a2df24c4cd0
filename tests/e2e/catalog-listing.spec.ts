import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, gotoHydrated, waitForHydration} from './support/chrome';

test.use({viewport: DESKTOP});

// Text content, not innerText: cards far down a first page are not laid out (docs/decisions/0013).
const prices = async (page: Page) =>
  (await page.getByTestId('listing-products').locator('.price-tag__price').allTextContents()).map((text) => Number(text.replace(/[^0-9.]/g, '')));

const shapeFacet = (page: Page) => page.getByTestId('facet-Center Stone Shape');

test('a facet and a sort on a collection survive reload and back/forward', async ({page}) => {
  await gotoHydrated(page, '/shop/collections/engagement-rings');
  const products = page.getByTestId('listing-products').getByTestId('product-card');
  const unfiltered = await products.count();

  await shapeFacet(page).getByRole('checkbox', {name: /^Princess/}).check();
  await expect(page).toHaveURL(/option\.center\+stone\+shape=Princess/);
  await expect.poll(() => products.count()).toBeLessThan(unfiltered);
  const princessCount = await products.count();

  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect.poll(async () => {
    const list = await prices(page);
    return list.every((price, i) => i === 0 || list[i - 1]! <= price);
  }).toBe(true);
  const sortedFirst = await products.first().getByRole('heading').innerText();

  await page.reload();
  await expect(shapeFacet(page).getByRole('checkbox', {name: /^Princess/})).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(products).toHaveCount(princessCount);
  await expect(products.first().getByRole('heading')).toHaveText(sortedFirst);

  // A shopper sees each page before going on: a traversal before hydration reloads the page it
  // reaches (docs/decisions/0006), and one while a page is still loading is dropped.
  await waitForHydration(page);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByLabel('Sort by')).toHaveValue('featured');
  await expect(shapeFacet(page).getByRole('checkbox', {name: /^Princess/})).toBeChecked();
  await waitForHydration(page);

  await page.goBack();
  await expect(shapeFacet(page).getByRole('checkbox', {name: /^Princess/})).not.toBeChecked();
  await expect(products).toHaveCount(unfiltered);

  await page.goForward();
  await expect(shapeFacet(page).getByRole('checkbox', {name: /^Princess/})).toBeChecked();
  await waitForHydration(page);
  await page.goForward();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(products.first().getByRole('heading')).toHaveText(sortedFirst);
});

test('nested category paths render with breadcrumbs; the wrong kind of path is a 404', async ({page}) => {
  const response = await page.goto('/shop/categories/jewelry/earrings/stud-earrings');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Stud Earrings');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumb'});
  await expect(crumbs.getByRole('link', {name: 'Earrings'})).toHaveAttribute('href', '/shop/categories/jewelry/earrings');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  expect((await page.goto('/shop/collections/jewelry'))?.status()).toBe(404);
  expect((await page.goto('/shop/categories/no-such-category'))?.status()).toBe(404);
});

test('a listing that matches nothing says so and offers a way back', async ({page}) => {
  await page.goto('/shop/collections/engagement-rings?price_min=999999');
  const empty = page.getByTestId('listing-empty');
  await expect(empty.getByRole('heading')).toHaveText('No products match these filters');
  await empty.getByRole('link', {name: 'Clear all filters'}).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('pages move by cursor and keep their place on reload', async ({page}) => {
  await gotoHydrated(page, '/shop/collections/engagement-rings?sort=price-desc');
  const firstHeading = page.getByTestId('product-card').first().getByRole('heading');
  const firstOfPageOne = await firstHeading.innerText();
  await page.getByRole('link', {name: 'Next page'}).click();
  await expect(page).toHaveURL(/cursor=.+/);
  await expect(page).toHaveURL(/sort=price-desc/);
  // The URL can change a frame before the new page's cards render.
  await expect(firstHeading).not.toHaveText(firstOfPageOne);
  const firstOfPageTwo = await firstHeading.innerText();
  await page.reload();
  await expect(firstHeading).toHaveText(firstOfPageTwo);
  await page.getByRole('link', {name: 'Previous page'}).click();
  await expect(firstHeading).toHaveText(firstOfPageOne);
});

test('the listing states the collection\'s total, and the filtered total under a facet', async ({page}) => {
  await gotoHydrated(page, '/shop/collections/engagement-rings');
  const count = page.locator('.listing-filters__count');
  const shown = await page.getByTestId('listing-products').getByTestId('product-card').count();
  await expect(count).toHaveText(new RegExp(`^${shown} of \\d+ products$`));
  const total = Number(/of (\d+)/.exec((await count.textContent())!)![1]);
  expect(total).toBeGreaterThan(shown);
  // The collection's own size, asked of the Storefront API directly.
  const storeDomain = process.env.PUBLIC_STORE_DOMAIN;
  if (storeDomain?.includes('://')) {
    const response = await fetch(`${storeDomain}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': process.env.PUBLIC_STOREFRONT_API_TOKEN ?? 'local-public-storefront-token-32'},
      body: JSON.stringify({query: '{ collection(handle: "engagement-rings") { products(first: 250) { nodes { id } } } }'}),
    });
    const body = (await response.json()) as {data: {collection: {products: {nodes: unknown[]}}}};
    expect(total).toBe(body.data.collection.products.nodes.length);
  }

  await shapeFacet(page).getByRole('checkbox', {name: /^Pear/}).check();
  await expect(page).toHaveURL(/option\.center\+stone\+shape=Pear/);
  await expect(count).toHaveText(/^\d+ products?$|^\d+ of \d+ products$/);
  await expect(count).not.toHaveText(new RegExp(`of ${total} `));
});
