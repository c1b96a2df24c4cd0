// Journey: the header badge counts what the drawer shows (its entries), through an add, a love
// note, a ring, removals and reloads; Remove moves focus somewhere sensible; quantities show where
// they can change and say why + stops.
import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {addLines, cartDrawer, findSetting, findStaticPiece, hasLocalCatalogue, openStaticProduct, serverCart} from './support/cart';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';

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

/** The drawer opens on an add from a product page, as a shopper opens it. */
async function addPieceInDrawer(page: Page) {
  const title = await openStaticProduct(page);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  await expect(cartDrawer(page).getByTestId('cart-entry').filter({hasText: title})).toBeVisible();
  return title;
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test('the badge equals the entries the drawer shows through add, love note, ring, remove and reload', async ({page}) => {
      // A whole journey: a dozen page loads and saves.
      test.slow();
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
      await gotoHydrated(page, '/shop/cart');
      await expect(page.getByRole('main').getByTestId('cart-entry')).toHaveCount(2);

      await page.getByRole('main').getByRole('button', {name: `Remove ${title}`}).click();
      await expect(page.getByRole('main').getByTestId('cart-entry')).toHaveCount(1);
      await expect(badge(page)).toHaveText('1');
      // The page shows the removal at once and saves it in turn: the reload reads the saved cart.
      await expect.poll(async () => (await serverCart(page))?.lines.length ?? 0).toBe(1);
      await gotoHydrated(page, '/shop/cart');
      await expect(badge(page)).toHaveText('1');

      // The last entry gone, the cart is empty everywhere: no badge, no note left holding it.
      await page.getByRole('main').getByRole('button', {name: 'Remove Custom Engagement Ring'}).click();
      await expect(page.getByRole('heading', {name: 'Your Cart Is Empty'})).toBeVisible();
      await expect(badge(page)).toHaveCount(0);
      // The removal's request clears the note after the lines, so a read between the two sees no lines
      // and the note still there.
      await expect.poll(async () => (await serverCart(page))?.lines.length ?? 0).toBe(0);
      await expect.poll(async () => (await serverCart(page))?.requestedLoveNote ?? '').toBe('');
      await page.reload();
      await expect(page.getByRole('heading', {name: 'Your Cart Is Empty'})).toBeVisible();
      await expect(badge(page)).toHaveCount(0);
    });
  });
}

test.describe('focus and quantity', () => {
  test.use({viewport: DESKTOP});

  test('in the drawer, Remove moves focus to the next entry, then to the empty cart heading', async ({page}) => {
    await page.goto('/');
    await addRing(page);
    await addPieceInDrawer(page);
    const drawer = cartDrawer(page);
    await expect(drawer.getByTestId('cart-entry')).toHaveCount(2);
    const secondTitle = await drawer.getByTestId('cart-entry').nth(1).getByRole('heading', {level: 3}).innerText();
    await drawer.getByTestId('cart-entry').first().getByRole('button', {name: /^Remove/}).focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('heading', {name: secondTitle})).toBeFocused();
    await drawer.getByRole('button', {name: /^Remove/}).focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('heading', {name: 'Your Cart Is Empty'})).toBeFocused();
  });

  test('on the cart page, Remove of the last entry moves focus to the entry before it, then to the empty heading', async ({page}) => {
    await page.goto('/');
    await addLines(page, [{merchandiseId: (await findStaticPiece()).variantId}]);
    await addRing(page);
    await gotoHydrated(page, '/shop/cart');
    const main = page.getByRole('main');
    await expect(main.getByTestId('cart-entry')).toHaveCount(2);
    const firstTitle = await main.getByTestId('cart-entry').first().getByRole('heading', {level: 3}).innerText();
    await main.getByRole('button', {name: 'Remove Custom Engagement Ring'}).focus();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('heading', {name: firstTitle})).toBeFocused();
    await main.getByRole('button', {name: /^Remove/}).focus();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('heading', {name: 'Your Cart Is Empty'})).toBeFocused();
  });

  test('a ready-made piece has a quantity that stops at 10 and says why; a ring has none', async ({page}) => {
    // Nine steps up, each confirmed by the server after its pause.
    test.slow();
    await page.goto('/');
    await addRing(page);
    const title = await addPieceInDrawer(page);
    const drawer = cartDrawer(page);
    const studs = drawer.getByTestId('cart-entry').filter({hasText: title});
    const ring = drawer.getByTestId('cart-entry').filter({hasText: 'Custom Engagement Ring'});
    await expect(studs.getByTestId('item-quantity')).toHaveText('1');
    await expect(ring.getByRole('button', {name: /quantity/})).toHaveCount(0);
    await expect(ring.getByTestId('item-quantity')).toHaveCount(0);
    const plus = studs.getByRole('button', {name: /^Increase quantity/});
    for (let quantity = 2; quantity <= 10; quantity++) {
      await plus.click();
      await expect(studs.getByTestId('item-quantity')).toHaveText(String(quantity));
    }
    await expect(plus).toBeDisabled();
    await expect(studs.getByText('Limit 10 per order')).toBeVisible();
    await expect(plus).toHaveAccessibleDescription('Limit 10 per order');
    await expect.poll(async () => (await serverCart(page))?.lines.find((e) => e.title === title)?.items[0]?.quantity).toBe(10);

    // The server holds the same limits, whatever a script sends.
    const cart = (await serverCart(page))!;
    const origin = {Origin: new URL(page.url()).origin};
    const update = (id: string, quantity: number) =>
      page.request.post('/api/updateCartLines', {headers: origin, data: {input: {cartId: cart.id, lines: [{id, quantity}]}}});
    const studsLine = cart.lines.find((e) => e.title === title)!.items[0]!.id;
    const settingLine = cart.lines.find((e) => e.title === 'Custom Engagement Ring')!.items[0]!.id;
    expect((await update(studsLine, 11)).status()).toBe(400);
    const ringAnswer = await update(settingLine, 2);
    expect(ringAnswer.status()).toBe(400);
    expect(((await ringAnswer.json()) as {error: {code: string}}).error.code).toBe('QUANTITY_LIMIT');
  });
});
