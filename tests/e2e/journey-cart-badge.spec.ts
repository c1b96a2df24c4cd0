// Journey: the header badge counts what the drawer shows (its entries), through an add, a love
// note, a ring, removals and reloads; Remove moves focus somewhere sensible; quantities show where
// they can change and say why + stops.
import {expect, test, type Page} from '@playwright/test';
import {addLines, cartDrawer, findSetting, findStaticPiece, hasLocalCatalogue, openStaticProduct, serverCart} from './support/cart';
import {DESKTOP, MOBILE} from './support/chrome';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

const badge = (page: Page) => page.getByTestId('cart-count');

async function addRing(page: Page) {
  const setting = await findSetting();
  const shared = (role: string) => [
    {key: '__cartDetails', value: JSON.stringify({entry: 'ring-badge', role})},
    {key: '__lineTitle', value: 'Custom Engagement Ring'},
    {key: '__productId', value: setting.productId},
  ];
  await addLines(page, [
    {merchandiseId: setting.variantId, attributes: [...shared('setting'), {key: 'Ring Size', value: '6'}]},
    {merchandiseId: 'gid://shopify/ProductVariant/9000000001', attributes: shared('stone')},
  ]);
}

async function openDrawer(page: Page) {
  await page.getByRole('banner').getByRole('link', {name: /^Cart/}).click();
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test('the badge equals the entries the drawer shows through add, love note, ring, remove and reload', async ({page}) => {
      const title = await openStaticProduct(page);
      await page.getByRole('button', {name: 'Add to cart'}).click();
      const drawer = cartDrawer(page);
      const entries = drawer.getByTestId('cart-entry');
      await expect(entries).toHaveCount(1);
      await expect(badge(page)).toHaveText('1');

      // The love note travels as a hidden line: the badge does not count it.
      const note = drawer.getByRole('textbox', {name: 'Love note'});
      await note.fill('Yours always');
      await note.blur();
      await expect.poll(async () => (await serverCart(page))?.requestedLoveNote).toBe('Yours always');
      await expect(entries).toHaveCount(1);
      await expect(badge(page)).toHaveText('1');
      await page.reload();
      await expect(badge(page)).toHaveText('1');

      // A ring is two lines and one entry.
      await addRing(page);
      await page.reload();
      await expect(badge(page)).toHaveText('2');
      await expect(page.getByRole('banner').getByRole('link', {name: 'Cart, 2 items'})).toBeVisible();
      await page.goto('/shop/cart');
      await expect(page.getByRole('main').getByTestId('cart-entry')).toHaveCount(2);

      await page.getByRole('main').getByRole('button', {name: `Remove ${title}`}).click();
      await expect(page.getByRole('main').getByTestId('cart-entry')).toHaveCount(1);
      await expect(badge(page)).toHaveText('1');
      await page.reload();
      await expect(badge(page)).toHaveText('1');

      // The last entry gone, the cart is empty everywhere: no badge, no note left holding it.
      await page.getByRole('main').getByRole('button', {name: 'Remove Custom Engagement Ring'}).click();
      await expect(page.getByRole('heading', {name: 'Your Cart Is Empty'})).toBeVisible();
      await expect(badge(page)).toHaveCount(0);
      await expect.poll(async () => (await serverCart(page))?.lines.length ?? 0).toBe(0);
      expect((await serverCart(page))?.requestedLoveNote ?? '').toBe('');
      await page.reload();
      await expect(badge(page)).toHaveCount(0);
      await openDrawer(page);
      await expect(cartDrawer(page).getByRole('heading', {name: 'Your Cart Is Empty'})).toBeVisible();
    });
  });
}

test.describe('in the drawer', () => {
  test.use({viewport: DESKTOP});

  test('Remove moves focus to the next entry, then to the empty cart heading', async ({page}) => {
    await page.goto('/');
    await addLines(page, [{merchandiseId: (await findStaticPiece()).variantId}]);
    await addRing(page);
    await page.reload();
    await openDrawer(page);
    const drawer = cartDrawer(page);
    await expect(drawer.getByTestId('cart-entry')).toHaveCount(2);
    const [first, second] = [drawer.getByTestId('cart-entry').nth(0), drawer.getByTestId('cart-entry').nth(1)];
    const secondTitle = await second.getByRole('heading', {level: 3}).innerText();
    await first.getByRole('button', {name: /^Remove/}).focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('heading', {name: secondTitle})).toBeFocused();
    await drawer.getByRole('button', {name: /^Remove/}).focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('heading', {name: 'Your Cart Is Empty'})).toBeFocused();
  });

  test('a ready-made piece has a quantity that stops at 10 and says why; a ring has none', async ({page}) => {
    await page.goto('/');
    const piece = await findStaticPiece();
    await addLines(page, [{merchandiseId: piece.variantId, quantity: 9}]);
    await addRing(page);
    await page.reload();
    await openDrawer(page);
    const drawer = cartDrawer(page);
    const studs = drawer.getByTestId('cart-entry').filter({hasText: piece.title});
    const ring = drawer.getByTestId('cart-entry').filter({hasText: 'Custom Engagement Ring'});
    await expect(studs.getByTestId('item-quantity')).toHaveText('9');
    await expect(ring.getByRole('button', {name: /quantity/})).toHaveCount(0);
    const plus = studs.getByRole('button', {name: /^Increase quantity/});
    await plus.click();
    await expect(studs.getByTestId('item-quantity')).toHaveText('10');
    await expect(plus).toBeDisabled();
    await expect(studs.getByText('Limit 10 per order')).toBeVisible();
    await expect(plus).toHaveAccessibleDescription('Limit 10 per order');
    await expect.poll(async () => (await serverCart(page))?.lines.find((e) => e.title === piece.title)?.items[0]?.quantity).toBe(10);

    // The server holds the same limits, whatever a script sends.
    const cart = (await serverCart(page))!;
    const origin = {Origin: new URL(page.url()).origin};
    const update = (id: string, quantity: number) =>
      page.request.post('/api/updateCartLines', {headers: origin, data: {input: {cartId: cart.id, lines: [{id, quantity}]}}});
    const studsLine = cart.lines.find((e) => e.title === piece.title)!.items[0]!.id;
    const settingLine = cart.lines.find((e) => e.title === 'Custom Engagement Ring')!.items[0]!.id;
    expect((await update(studsLine, 11)).status()).toBe(400);
    const ringAnswer = await update(settingLine, 2);
    expect(ringAnswer.status()).toBe(400);
    expect(((await ringAnswer.json()) as {error: {code: string}}).error.code).toBe('QUANTITY_LIMIT');
  });
});
