import {expect, test} from '@playwright/test';
import {addLines, cartDrawer, findSetting, hasLocalCatalogue, serverCart} from './support/cart';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

test('checkout stays blocked, with *Required beside each empty option, until every option has a value', async ({page}) => {
  await page.goto('/');
  await addLines(page, [{merchandiseId: (await findSetting()).variantId}]);
  await page.goto('/shop/cart');
  const entry = page.getByTestId('cart-entry').first();
  const checkout = page.getByRole('button', {name: 'Checkout'});
  await expect(checkout).toBeDisabled();
  const required = entry.getByText('*Required');
  const missing = await required.count();
  expect(missing).toBeGreaterThan(1);

  for (const select of await entry.getByRole('combobox').all()) {
    const value = await select.locator('option:not([disabled])').first().getAttribute('value');
    await select.selectOption(value ?? '');
  }
  const engraving = entry.getByRole('textbox', {name: /Engraving/});
  await expect(checkout).toBeDisabled();
  await engraving.fill('Always & forever');
  await engraving.press('Tab');
  await expect(required).toHaveCount(0);
  await expect(checkout).toBeEnabled();

  await expect
    .poll(async () => (await serverCart(page))?.lines[0]?.items[0]?.attributes.map((a) => a.key).sort())
    .toEqual(expect.arrayContaining(['Engraving', 'Ring Size']));
  // The choices are the server's: they are there after a reload, in the drawer too.
  await page.reload();
  await expect(page.getByRole('button', {name: 'Checkout'})).toBeEnabled();
  await expect(page.getByRole('textbox', {name: /Engraving/})).toHaveValue('Always & forever');
});

test('a ring (setting and stone sharing the reserved attributes) shows as one entry and is removed as one', async ({page}) => {
  await page.goto('/');
  const setting = await findSetting();
  const stoneId = 'gid://shopify/ProductVariant/9000000001';
  const shared = (role: string) => [
    {key: '__cartDetails', value: JSON.stringify({entry: 'ring-e2e', role})},
    {key: '__lineTitle', value: 'Custom Engagement Ring'},
    {key: '__productId', value: setting.productId},
  ];
  await addLines(page, [
    {merchandiseId: setting.variantId, attributes: [...shared('setting'), {key: 'Ring Size', value: '6'}]},
    {merchandiseId: stoneId, attributes: shared('stone')},
  ]);
  const cart = await serverCart(page);
  expect(cart?.lines).toHaveLength(1);
  expect(cart?.lines[0]?.title).toBe('Custom Engagement Ring');
  expect(cart?.lines[0]?.items).toHaveLength(2);
  expect(JSON.stringify(cart)).not.toContain('__');

  await page.goto('/shop/cart');
  const entry = page.getByTestId('cart-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('heading', {name: 'Custom Engagement Ring'})).toBeVisible();
  await expect(entry.getByTestId('cart-item')).toHaveCount(2);
  await expect(entry.getByText('Setting Only')).toHaveCount(1);
  await entry.getByRole('button', {name: 'Remove Custom Engagement Ring'}).click();
  await expect(page.getByRole('heading', {name: 'Your Cart Is Empty'})).toBeVisible();
  await expect.poll(async () => (await serverCart(page))?.lines.length ?? 0).toBe(0);
  await expect(cartDrawer(page)).toBeHidden();
});
