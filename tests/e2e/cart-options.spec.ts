import {expect, test} from './support/test';
import {addLines, cartDrawer, findSetting, hasLocalCatalogue, serverCart} from './support/cart';
import {gotoHydrated} from './support/chrome';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

test('checkout stays blocked, with *Required beside each empty required option, until each has a value; the engraving is optional', async ({page}) => {
  await page.goto('/');
  await addLines(page, [{merchandiseId: (await findSetting()).variantId}]);
  await gotoHydrated(page, '/shop/cart');
  const entry = page.getByTestId('cart-entry').first();
  const checkout = page.getByRole('button', {name: 'Checkout'});
  await expect(checkout).toBeDisabled();
  const required = entry.getByText('*Required');
  const selects = await entry.getByRole('combobox').all();
  expect(selects.length).toBeGreaterThan(0);
  // Every choice is required; the engraving is not.
  await expect(required).toHaveCount(selects.length);

  for (const select of selects) {
    const value = await select.locator('option:not([disabled])').first().getAttribute('value');
    await select.selectOption(value ?? '');
  }
  await expect(required).toHaveCount(0);
  await expect(checkout).toBeEnabled();

  const engraving = entry.getByRole('textbox', {name: /Engraving/});
  await expect(entry.getByText("Optional. Up to 20 letters, numbers, spaces or . , ' & ! ? + -.")).toBeVisible();
  // The box takes 20 characters, as the option says, and nothing the engraver cannot cut.
  await engraving.fill('x'.repeat(40));
  await expect(engraving).toHaveValue('x'.repeat(20));
  await engraving.fill('<3 always');
  await expect(entry.getByRole('alert')).toHaveText(/letters, numbers/);
  await engraving.fill('Always & forever');
  await engraving.press('Tab');
  await expect(checkout).toBeEnabled();

  await expect
    .poll(async () => (await serverCart(page))?.lines[0]?.items[0]?.attributes.map((a) => a.key).sort())
    .toEqual(expect.arrayContaining(['Engraving', 'Ring Size']));
  // The choices are the server's: they are there after a reload, in the drawer too.
  await page.reload();
  await expect(page.getByRole('button', {name: 'Checkout'})).toBeEnabled();
  await expect(page.getByRole('textbox', {name: /Engraving/})).toHaveValue('Always & forever');

  // The server holds the same rule at every entry point: 40, 60 and 100 characters are refused.
  const cart = (await serverCart(page))!;
  const lineId = cart.lines[0]!.items[0]!.id;
  const origin = {Origin: new URL(page.url()).origin};
  for (const length of [21, 40, 60, 100]) {
    const engravingAttribute = [{key: 'Ring Size', value: '6'}, {key: 'Engraving', value: 'x'.repeat(length)}];
    const api = await page.request.post('/api/updateCartLines', {headers: origin, data: {input: {cartId: cart.id, lines: [{id: lineId, attributes: engravingAttribute}]}}});
    expect(api.status()).toBe(400);
    expect(((await api.json()) as {error: {code: string}}).error.code).toBe('INVALID_INPUT');
    const form = await page.request.post('/shop/cart', {headers: origin, form: {intent: 'option', lineId, name: 'Engraving', value: 'x'.repeat(length)}});
    expect(form.status()).toBe(400);
    const add = await page.request.post('/shop/cart', {
      headers: origin,
      form: {cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: cart.lines[0]!.items[0]!.variantId, quantity: 1, attributes: engravingAttribute}]}})},
    });
    expect(add.status()).toBe(400);
  }
  expect((await serverCart(page))?.lines[0]?.items[0]?.attributes).toContainEqual({key: 'Engraving', value: 'Always & forever'});
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

  await gotoHydrated(page, '/shop/cart');
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
