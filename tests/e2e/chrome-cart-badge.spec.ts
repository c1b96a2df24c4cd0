import {expect, test} from './support/test';
import {DESKTOP, MOBILE} from './support/chrome';
import {addToCart, openFirstFeaturedProduct} from './support/shopper';

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`cart badge at ${viewport.width}px`, () => {
    test.use({viewport});

    test('appears only once the cart has a line', async ({page}) => {
      await page.goto('/support/about');
      const cart = page.getByRole('banner').getByRole('link', {name: 'Cart', exact: true});
      await expect(cart).toHaveAttribute('href', '/shop/cart');
      await expect(page.getByTestId('cart-count')).toHaveCount(0);

      await openFirstFeaturedProduct(page);
      await addToCart(page);
      await page.goto('/support/about');
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await expect(page.getByRole('banner').getByRole('link', {name: 'Cart, 1 item'})).toBeVisible();
    });
  });
}
