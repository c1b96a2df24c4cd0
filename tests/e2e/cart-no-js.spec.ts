import {expect, test} from './support/test';
import {addLines, findSetting, findStaticPiece, hasLocalCatalogue, serverCart} from './support/cart';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');
test.use({javaScriptEnabled: false});

test('without JavaScript the cart page changes quantity and care plan, removes, and checks out by form posts', async ({page}) => {
  await page.goto('/');
  const [setting, piece] = await Promise.all([findSetting(), findStaticPiece()]);
  await addLines(page, [
    {merchandiseId: setting.variantId, attributes: [{key: 'Ring Size', value: '6'}]},
    {merchandiseId: piece.variantId},
  ]);
  await page.goto('/shop/cart');
  const ring = page.getByTestId('cart-entry').filter({hasText: setting.title});
  await ring.getByRole('button', {name: /^Increase quantity/}).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(ring.getByTestId('item-quantity')).toHaveText('2');

  const studs = page.getByTestId('cart-entry').filter({hasText: piece.title});
  await studs.getByRole('radio', {name: /3-Year Protection Plan/}).check();
  await studs.getByRole('button', {name: 'Update plan'}).click();
  await expect(studs.getByTestId('cart-item')).toHaveCount(2);

  await ring.getByRole('button', {name: /^Remove/}).click();
  await expect(page.getByTestId('cart-entry')).toHaveCount(1);
  expect((await serverCart(page))?.lines.map((e) => e.items.length)).toEqual([2]);

  await page.getByRole('textbox', {name: 'Love note'}).fill('No scripts needed');
  await page.getByRole('button', {name: 'Checkout'}).click();
  await expect(page).toHaveURL(/\/checkouts\/cn\//);
  await expect(page.getByRole('main')).toContainText('No scripts needed');
});

test('a checkout refused because the cart changed since the page showed it lands on the cart page saying why, not on JSON', async ({page}) => {
  await page.goto('/');
  const [setting, piece] = await Promise.all([findSetting(), findStaticPiece()]);
  await addLines(page, [{merchandiseId: piece.variantId}]);
  await page.goto('/shop/cart');
  await expect(page.getByRole('button', {name: 'Checkout'})).toBeEnabled();
  // Another tab adds a setting whose ring size is still to choose.
  await addLines(page, [{merchandiseId: setting.variantId}]);

  await page.getByRole('button', {name: 'Checkout'}).click();
  await expect(page).toHaveURL(/\/shop\/cart\?checkout=OPTIONS_REQUIRED$/);
  await expect(page.getByRole('alert').filter({hasText: 'Choose every required option before checking out.'})).toBeVisible();
  await expect(page.getByTestId('cart-entry')).toHaveCount(2);
});
