import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {findSetting, findVariants, hasLocalCatalogue} from './support/cart';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

test('the product description keeps the merchant\'s heading and list instead of running them into sentences', async ({page}) => {
  const setting = await findSetting();
  await page.goto(`/shop/products/${setting.handle}`);
  const description = page.locator('.product-page__description');
  await expect(description.getByRole('heading', {name: 'Details'})).toBeVisible();
  const items = description.getByRole('list').getByRole('listitem');
  expect(await items.count()).toBeGreaterThanOrEqual(3);
  await expect(items.first()).not.toContainText('Details');
  await expect(description.locator('script, style, [onerror], [onclick]')).toHaveCount(0);
  // The search-engine description stays plain text.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^[^<>]+$/);
});

interface Offer {
  price: string;
  priceCurrency: string;
  availability: string;
  url: string;
}

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>).filter((block) => block['@type'] === type);
}

test('a product page tells search engines its offers at the price the page shows, after discounts, and its breadcrumb', async ({page}) => {
  const [sale] = await findVariants('tag:sale');
  await page.goto(`/shop/products/${sale!.handle}?variant=${sale!.variantId.split('/').pop()}`);
  const shown = Number((await page.getByTestId('product-price').locator('.price-tag__price').innerText()).replace(/[^0-9.]/g, ''));
  const [product] = await jsonLd(page, 'Product');
  expect(product).toMatchObject({name: sale!.title});
  const offers = product!.offers as Offer[];
  const first = offers.find((offer) => offer.url.endsWith(`?variant=${sale!.variantId.split('/').pop()}`))!;
  expect(Number(first.price)).toBe(shown);
  // The sale rule takes the charged price below the catalog price.
  expect(Number(first.price)).toBeLessThan(sale!.priceCents / 100);
  expect(first).toMatchObject({priceCurrency: 'USD', availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/)});
  const [crumbs] = await jsonLd(page, 'BreadcrumbList');
  expect((crumbs!.itemListElement as {name: string}[]).map((item) => item.name)).toEqual(['Home', sale!.title]);
});

test('listings carry a BreadcrumbList and the home page an Organization', async ({page, baseURL}) => {
  await page.goto('/shop/collections/engagement-rings');
  const [crumbs] = await jsonLd(page, 'BreadcrumbList');
  const items = crumbs!.itemListElement as {position: number; name: string; item: string}[];
  expect(items[0]).toMatchObject({position: 1, name: 'Home', item: `${baseURL}/`});
  expect(items.at(-1)).toMatchObject({name: await page.getByRole('heading', {level: 1}).innerText(), item: `${baseURL}/shop/collections/engagement-rings`});

  await page.goto('/');
  const [organization] = await jsonLd(page, 'Organization');
  expect(organization).toMatchObject({name: 'Aurelia Fine Jewelry', url: `${baseURL}/`, logo: `${baseURL}/logo.svg`});
  expect((organization!.sameAs as string[]).length).toBe(5);
});
