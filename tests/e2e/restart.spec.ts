import {expect, test} from './support/test';
import {localStackControlUrl, restartLocalStack} from './support/local-stack';
import {addToCart} from './support/shopper';
import {openStaticProduct} from './support/cart';

test.skip(!localStackControlUrl, 'needs the local stack owned by scripts/e2e.ts');

test('the cart survives a restart of the local stack', async ({page}) => {
  const title = await openStaticProduct(page);
  await addToCart(page);

  await restartLocalStack();

  await page.goto('/shop/cart');
  await expect(page.getByTestId('cart-entries')).toContainText(title);
});
