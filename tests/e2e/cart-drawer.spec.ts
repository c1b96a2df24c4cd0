import {expect, test} from './support/test';
import {addLines, cartDrawer, findSetting, findStaticPiece, hasLocalCatalogue, holdCartAdds, openStaticProduct, serverCart} from './support/cart';
import {gotoHydrated, seriousAxeViolations} from './support/chrome';
import {addToCart} from './support/shopper';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

test('a successful add opens the drawer with the piece; focus returns to the add button on close', async ({page}) => {
  const title = await openStaticProduct(page);
  const add = page.getByRole('button', {name: 'Add to cart'});
  await add.click();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', {name: 'Cart'})).toBeVisible();
  await expect(drawer.getByTestId('cart-entry')).toHaveCount(1);
  await expect(drawer.getByTestId('cart-entry')).toContainText(title);
  await expect(drawer.getByText('Subtotal')).toBeVisible();
  await expect(drawer.getByRole('link', {name: 'View Cart'})).toHaveAttribute('href', '/shop/cart');
  await expect(drawer.getByRole('button', {name: 'Checkout'})).toBeEnabled();
  await page.screenshot({path: '/tmp/cart-shots/drawer.png'});
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('the drawer shows the added piece at the click, before the store answers; then the badge and drawer show the cart the store answered', async ({page}) => {
  const {handle, title} = await findStaticPiece();
  await gotoHydrated(page, `/shop/products/${handle}`);
  // The add's answer is held back until the drawer has been looked at.
  const release = await holdCartAdds(page);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  const drawer = cartDrawer(page);
  const entry = drawer.getByTestId('cart-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(title);
  await expect(drawer.getByText('Subtotal')).toBeVisible();
  // Not yet a line of the store's: nothing to remove until the cart answers.
  await expect(entry.getByRole('button', {name: `Remove ${title}`})).toHaveCount(0);
  expect(await serverCart(page)).toBeNull();

  release();
  await expect(entry.getByRole('button', {name: `Remove ${title}`})).toBeVisible();
  await expect(entry).toHaveCount(1);
  const cart = await serverCart(page);
  expect(cart?.lines.map((line) => line.title)).toEqual([title]);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(entry.getByRole('heading', {name: title})).toBeVisible();
});

test("a product page fetches the drawer's code in one round trip: the chunks it needs are requested before its own has arrived", async ({page}) => {
  const {handle} = await findStaticPiece();
  await gotoHydrated(page, `/shop/products/${handle}`);
  const chunk = (name: string) =>
    page.evaluate((name) => {
      const entry = performance.getEntriesByType('resource').find((resource) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(resource.name)) as PerformanceResourceTiming | undefined;
      return entry ? {startTime: entry.startTime, responseEnd: entry.responseEnd} : null;
    }, name);
  await expect.poll(() => chunk('CheckoutForm')).not.toBeNull();
  const drawer = (await chunk('CartDrawer'))!;
  for (const needed of ['DialogFrame', 'CheckoutForm']) expect((await chunk(needed))!.startTime, needed).toBeLessThan(drawer.responseEnd);
});

test('an add that cannot reach the store takes the piece back out, closes the drawer and says so at the button; the next try adds', async ({page}) => {
  const title = await openStaticProduct(page);
  const add = page.getByRole('button', {name: 'Add to cart'});
  // Back online by a flag rather than page.unroute, which can strand requests passing through at that moment.
  let offline = true;
  await page.route('**/shop/cart.data**', (route) => (offline && route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
  await add.click();
  await expect(page.getByText('We could not reach the store. Check your connection and try again.')).toBeVisible();
  await expect(cartDrawer(page)).toHaveCount(0);
  expect(await serverCart(page)).toBeNull();

  offline = false;
  await add.click();
  await expect(cartDrawer(page).getByTestId('cart-entry')).toContainText(title);
  await expect(page.getByText('We could not reach the store. Check your connection and try again.')).toHaveCount(0);
});

test('quantity: minus disabled at 1, plus raises it on the server, minus lowers it', async ({page}) => {
  await page.goto('/');
  const setting = await findSetting();
  await addLines(page, [{merchandiseId: setting.variantId}]);
  await gotoHydrated(page, '/shop/cart');
  const entry = page.getByTestId('cart-entry').first();
  const minus = entry.getByRole('button', {name: /^Decrease quantity/});
  const plus = entry.getByRole('button', {name: /^Increase quantity/});
  await expect(minus).toBeDisabled();
  await expect(entry.getByText('Setting Only')).toBeVisible();

  await plus.click();
  await expect(entry.getByTestId('item-quantity')).toHaveText('2');
  await expect(minus).toBeEnabled();
  await expect.poll(async () => (await serverCart(page))?.lines[0]?.items[0]?.quantity).toBe(2);

  await minus.click();
  await expect(entry.getByTestId('item-quantity')).toHaveText('1');
  await expect(minus).toBeDisabled();
  await expect.poll(async () => (await serverCart(page))?.lines[0]?.items[0]?.quantity).toBe(1);
});

test('static pieces show their quantity, but no options and no Setting Only label', async ({page}) => {
  await page.goto('/');
  await addLines(page, [{merchandiseId: (await findStaticPiece()).variantId}]);
  await gotoHydrated(page, '/shop/cart');
  const entry = page.getByTestId('cart-entry').first();
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('button', {name: /^Increase quantity/})).toHaveCount(1);
  await expect(entry.getByTestId('item-quantity')).toHaveText('1');
  await expect(entry.getByRole('combobox')).toHaveCount(0);
  await expect(entry.getByRole('textbox')).toHaveCount(0);
  await expect(entry.getByText('Setting Only')).toHaveCount(0);
});

test('removing the only entry leaves the empty state with Return Home', async ({page}) => {
  await openStaticProduct(page);
  await addToCart(page);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  const drawer = cartDrawer(page);
  await expect(drawer.getByTestId('cart-entry')).toHaveCount(1);
  await drawer.getByRole('button', {name: /^Remove/}).click();
  await expect(drawer.getByRole('heading', {name: 'Your Cart Is Empty'})).toBeVisible();
  await expect.poll(async () => (await serverCart(page))?.lines.length ?? 0).toBe(0);
  const home = drawer.getByRole('link', {name: 'Return Home'});
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(drawer).toBeHidden();
});

test('the cart page with a setting, a care plan and the love note has no serious axe violations', async ({page}) => {
  await page.goto('/');
  await addLines(page, [{merchandiseId: (await findSetting()).variantId}, {merchandiseId: (await findStaticPiece()).variantId}]);
  await gotoHydrated(page, '/shop/cart');
  await page.getByRole('radio', {name: /3-Year Protection Plan/}).first().check();
  await expect(page.getByTestId('cart-item')).toHaveCount(3);
  await page.screenshot({path: '/tmp/cart-shots/cart-page.png', fullPage: true});
  expect(await seriousAxeViolations(page)).toEqual([]);
});
