import {expect, test} from './support/test';
import {findStaticPiece, hasLocalCatalogue} from './support/cart';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

test('legacy Shopify product and collection paths redirect permanently to their /shop pages, query kept', async ({request, page}) => {
  const piece = await findStaticPiece();
  const product = await request.get(`/products/${piece.handle}?variant=123&utm_source=mail`, {maxRedirects: 0});
  expect(product.status()).toBe(301);
  expect(product.headers().location).toBe(`/shop/products/${piece.handle}?variant=123&utm_source=mail`);

  const inCollection = await request.get(`/collections/engagement-rings/products/${piece.handle}`, {maxRedirects: 0});
  expect(inCollection.status()).toBe(301);
  expect(inCollection.headers().location).toBe(`/shop/products/${piece.handle}`);

  const collection = await request.get('/collections/engagement-rings?sort=price-asc', {maxRedirects: 0});
  expect(collection.status()).toBe(301);
  expect(collection.headers().location).toBe('/shop/collections/engagement-rings?sort=price-asc');

  await page.goto(`/products/${piece.handle}`);
  await expect(page).toHaveURL(new RegExp(`/shop/products/${piece.handle}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(piece.title);
});

test('a legacy category path goes to /shop/categories', async ({request}) => {
  const sitemap = await (await request.get('/sitemap/collections/1.xml')).text();
  const category = /\/shop\/categories\/([a-z0-9-]+)</.exec(sitemap)?.[1];
  test.skip(!category, 'the catalog has no category');
  const response = await request.get(`/collections/${category}`, {maxRedirects: 0});
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`/shop/categories/${category}`);
});

test('legacy paths never redirect off the site, and unknown collections are a 404', async ({request}) => {
  for (const path of ['/products/%2F%2Fevil.example', '/products/..%2F..%2Fevil', '/collections/%5Cevil.example', '/products/Evil.Example']) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(404);
    expect(response.headers().location, path).toBeUndefined();
  }
  expect((await request.get('/collections/no-such-collection', {maxRedirects: 0})).status()).toBe(404);
});
