import {expect, test} from './support/test';
import {addLines, cartDrawer, findSetting, findVariants, hasLocalCatalogue, openStaticProduct, serverCart} from './support/cart';
import {waitForHydration} from './support/chrome';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

test.beforeEach(async ({page}) => {
  await page.goto('/');
  await addLines(page, [{merchandiseId: (await findSetting()).variantId}]);
  await page.goto('/shop/cart');
});

test('a refused quantity change rolls the drawer back to the previous cart with a message, then refetches', async ({page}) => {
  await openStaticProduct(page);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  const drawer = cartDrawer(page);
  let failed = false;
  await page.route('**/api/updateCartLines', async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({status: 500, contentType: 'text/html', body: '<h1>Internal error</h1>'});
  });
  // The setting added first; the ready-made piece has a stepper too.
  const entry = drawer.getByTestId('cart-entry').first();
  const quantity = entry.getByTestId('item-quantity');
  const subtotal = drawer.getByTestId('cart-subtotal');
  const before = await subtotal.innerText();

  await entry.getByRole('button', {name: /^Increase quantity/}).click();
  await expect(quantity).toHaveText('2');
  await expect(subtotal).not.toHaveText(before);

  await expect(entry.getByRole('alert')).toHaveText('Something went wrong while updating your cart. We restored it as it was.');
  await expect(quantity).toHaveText('1');
  await expect(subtotal).toHaveText(before);
  expect((await serverCart(page))?.lines[0]?.items[0]?.quantity).toBe(1);

  // The next change goes through as usual.
  await entry.getByRole('button', {name: /^Increase quantity/}).click();
  await expect.poll(async () => (await serverCart(page))?.lines[0]?.items[0]?.quantity).toBe(2);
  await expect(quantity).toHaveText('2');
});

test('ten rapid quantity clicks end with the page equal to the server cart', async ({page}) => {
  const entry = page.getByTestId('cart-entry').first();
  const plus = entry.getByRole('button', {name: /^Increase quantity/});
  const minus = entry.getByRole('button', {name: /^Decrease quantity/});
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/updateCartLines')) requests.push(request.postData() ?? '');
  });
  const clicks = [plus, plus, plus, plus, plus, minus, plus, minus, minus, plus];
  for (const [index, button] of clicks.entries()) {
    await button.click();
    // Some pauses outlast the debounce, so requests overlap with later clicks.
    if (index === 3 || index === 6) await page.waitForTimeout(600);
  }
  await expect(entry.getByTestId('item-quantity')).toHaveText('5');
  await expect.poll(async () => (await serverCart(page))?.lines[0]?.items[0]?.quantity).toBe(5);
  await page.waitForTimeout(800);
  const server = await serverCart(page);
  await expect(entry.getByTestId('item-quantity')).toHaveText(String(server?.lines[0]?.items[0]?.quantity));
  expect(requests.length).toBeLessThan(clicks.length);
  const shownSubtotal = (await page.getByTestId('cart-subtotal').innerText()).replace(/[$,]/g, '');
  expect(Number(shownSubtotal)).toBe(Number(server?.subtotalAmount.amount));
});

test('a stock warning from the platform shows its message at the line, and the quantity follows the stock', async ({page}) => {
  const [lastOne] = await findVariants('tag:BADGE_ONLY_ONE_LEFT product_type:"Engagement Ring Setting"');
  await addLines(page, [{merchandiseId: lastOne!.variantId}]);
  await page.reload();
  await waitForHydration(page);
  const entry = page.getByTestId('cart-entry').filter({hasText: lastOne!.title});
  await entry.getByRole('button', {name: /^Increase quantity/}).click();
  await expect(entry.getByRole('status').filter({hasText: 'We have fewer of this piece in stock'})).toBeVisible();
  await expect(entry.getByTestId('item-quantity')).toHaveText('1');
  const server = await serverCart(page);
  expect(server?.lines.find((e) => e.title === lastOne!.title)?.items[0]?.quantity).toBe(1);
});
