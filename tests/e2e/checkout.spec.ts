import {expect, test} from '@playwright/test';
import {addToCart, openFirstFeaturedProduct} from './support/shopper';

test('checkout lists the cart and placing the order confirms it with an order number', async ({page}) => {
  const title = await openFirstFeaturedProduct(page);
  await addToCart(page);
  await page.goto('/shop/cart');
  await page.getByRole('link', {name: 'Checkout'}).click();

  await expect(page).toHaveURL(/\/checkouts\/cn\//);
  await expect(page.getByRole('main')).toContainText(title);
  await page.getByRole('button', {name: 'Place order'}).click();

  await expect(page.getByRole('heading', {level: 1})).toContainText(/order/i);
  await expect(page.getByRole('main')).toContainText(/#\d{4,}/);

  // A completed cart is gone: the storefront starts a new, empty one.
  await page.goto('/shop/cart');
  await expect(page.getByRole('heading', {name: 'Your Cart Is Empty'})).toBeVisible();
});
