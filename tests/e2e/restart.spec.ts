import {expect, test} from '@playwright/test';
import {localStackControlUrl, restartLocalStack} from './support/local-stack';
import {addToCart, openFirstFeaturedProduct} from './support/shopper';

test.skip(!localStackControlUrl, 'needs the local stack owned by scripts/e2e.ts');

test('the cart survives a restart of the local stack', async ({page}) => {
  const title = await openFirstFeaturedProduct(page);
  await addToCart(page);

  await restartLocalStack();

  await page.goto('/shop/cart');
  await expect(page.getByTestId('cart-lines')).toContainText(title);
});
