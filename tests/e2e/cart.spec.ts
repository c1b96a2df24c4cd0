import {expect, test} from './support/test';
import {addToCart} from './support/shopper';
import {hasLocalCatalogue, openStaticProduct} from './support/cart';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

test('a product added to the cart shows in the header badge and on the cart page', async ({page}) => {
  const title = await openStaticProduct(page);
  await addToCart(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('link', {name: 'View cart'}).first().click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  const entries = page.getByTestId('cart-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(title);
});

test('the cart survives a reload', async ({page}) => {
  const title = await openStaticProduct(page);
  await addToCart(page);
  await page.goto('/shop/cart');
  await page.reload();
  await expect(page.getByTestId('cart-entries')).toContainText(title);
});

test('the cart cookie is HttpOnly and SameSite=Lax', async ({page, context}) => {
  await openStaticProduct(page);
  await addToCart(page);
  const cartCookie = (await context.cookies()).find((c) => c.name === 'cart');
  expect(cartCookie).toBeDefined();
  expect(cartCookie?.httpOnly).toBe(true);
  expect(cartCookie?.sameSite).toBe('Lax');
});

test('a cross-origin cart POST is refused and creates no cart', async ({request}) => {
  // React Router refuses a mismatched Origin (400) before our own same-origin guard (403) runs.
  const response = await request.post('/shop/cart', {
    headers: {Origin: 'https://evil.example'},
    form: {
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}]},
      }),
    },
  });
  expect([400, 403]).toContain(response.status());
  expect(response.headers()['set-cookie'] ?? '').not.toContain('cart=');
});
