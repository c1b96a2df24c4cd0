import {expect, test} from '@playwright/test';
import {addToCart, openFirstFeaturedProduct} from './support/shopper';

test('a product added to the cart shows in the header badge and on the cart page', async ({page}) => {
  const title = await openFirstFeaturedProduct(page);
  await addToCart(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('link', {name: 'View cart'}).first().click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  const lines = page.getByTestId('cart-lines').getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(title);
});

test('the cart survives a reload', async ({page}) => {
  const title = await openFirstFeaturedProduct(page);
  await addToCart(page);
  await page.goto('/shop/cart');
  await page.reload();
  await expect(page.getByTestId('cart-lines')).toContainText(title);
});

test('the cart cookie is HttpOnly and SameSite=Lax', async ({page, context}) => {
  await openFirstFeaturedProduct(page);
  await addToCart(page);
  const cartCookie = (await context.cookies()).find((c) => c.name === 'cart');
  expect(cartCookie).toBeDefined();
  expect(cartCookie?.httpOnly).toBe(true);
  expect(cartCookie?.sameSite).toBe('Lax');
});

test('quantity can be raised and lowered, never below 1, and the line removed', async ({page}) => {
  await openFirstFeaturedProduct(page);
  await addToCart(page);
  await page.goto('/shop/cart');
  const line = page.getByTestId('cart-lines').getByRole('listitem').first();
  const decrease = line.getByRole('button', {name: 'Decrease quantity'});
  await expect(decrease).toBeDisabled();

  await line.getByRole('button', {name: 'Increase quantity'}).click();
  await expect(line.getByLabel('Quantity', {exact: true})).toHaveText('2');
  await expect(decrease).toBeEnabled();

  await line.getByRole('button', {name: 'Remove'}).click();
  await expect(page.getByRole('heading', {name: 'Your Cart Is Empty'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Return Home'})).toHaveAttribute('href', '/');
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
