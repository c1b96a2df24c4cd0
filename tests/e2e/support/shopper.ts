import {expect, type Page} from '@playwright/test';
import {waitForHydration} from './chrome';

/**
 * Opens the first featured ready-made product from the home page, as a shopper would (settings
 * lead into the ring builder instead of the cart).
 */
export async function openFirstFeaturedProduct(page: Page) {
  await page.goto('/');
  const firstCard = page.getByTestId('featured-products').locator('[data-purchase="cart"]').first().getByRole('link').first();
  const title = (await firstCard.innerText()).trim();
  await firstCard.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  return title;
}

/**
 * Adds the product on the current product page to the cart and waits for the confirmation. A
 * successful add opens the cart drawer; it is closed again so the page is back as it was.
 */
export async function addToCart(page: Page) {
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  const drawer = page.getByRole('dialog', {name: 'Cart'});
  await expect(drawer.getByTestId('cart-entry').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('status').filter({hasText: 'Added to your cart'})).toBeVisible();
}
