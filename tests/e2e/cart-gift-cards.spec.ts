import {expect, test} from './support/test';
import {addLines, cartDrawer, findVariants, hasLocalCatalogue, openStaticProduct} from './support/cart';
import {applyCode, cents, codeMessage, expectNoCodesOnCart, expectWithin} from './support/cart-codes';
import {gotoHydrated} from './support/chrome';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

const REFUSED = 'We could not apply that gift card. Please check the code: a card that is used up or expired cannot be used.';

/** A piece dearer than the $100 card, so the card covers part and the rest is due. */
const pieceOver100 = async () => (await findVariants('product_type:"Earrings"', 5)).find((v) => v.priceCents > 20_000)!;

test('in the drawer a shopper applies two gift cards, sees each by its last characters with what it covers, and removes each', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await openStaticProduct(page);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  const drawer = cartDrawer(page);
  await expect(drawer.getByTestId('cart-entry')).toHaveCount(1);
  const subtotal = cents(await drawer.getByTestId('cart-subtotal').textContent());

  // Typed as printed on the card, in groups, in lower case.
  await applyCode(drawer, 'Gift card', 'gift 100h appy days');
  const cards = drawer.getByTestId('cart-gift-card');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('•••• DAYS');
  await expect(drawer.getByRole('textbox', {name: 'Gift card'})).toHaveValue('');
  const firstCovers = Math.min(10_000, subtotal);
  expect(cents(await cards.getByTestId('cart-gift-card-amount').textContent())).toBe(firstCovers);
  await expect.poll(async () => cents(await drawer.getByTestId('cart-amount-due').textContent())).toBe(subtotal - firstCovers);

  await applyCode(drawer, 'Gift card', 'HALFUSED250CARDX');
  await expect(cards).toHaveCount(2);
  const secondCovers = Math.min(12_500, subtotal - firstCovers);
  await expect(cards.nth(1)).toContainText('•••• ARDX');
  await expect.poll(async () => cents(await drawer.getByTestId('cart-amount-due').textContent())).toBe(subtotal - firstCovers - secondCovers);

  // The same card again adds nothing.
  await applyCode(drawer, 'Gift card', 'GIFT100HAPPYDAYS');
  await expect(codeMessage(drawer)).toHaveText('That gift card is already applied to your cart.');
  await expect(cards).toHaveCount(2);

  await drawer.getByRole('button', {name: 'Remove gift card ending DAYS'}).click();
  await expect(cards).toHaveCount(1);
  await drawer.getByRole('button', {name: 'Remove gift card ending ARDX'}).click();
  await expect(cards).toHaveCount(0);
  await expect(drawer.getByTestId('cart-amount-due')).toHaveCount(0);
  await expectNoCodesOnCart(page);
});

test('on the cart page an unknown, a spent and an expired gift card are explained and stay off the cart', async ({page}) => {
  await page.goto('/');
  await addLines(page, [{merchandiseId: (await pieceOver100()).variantId}]);
  // The messages under test are the enhanced form's; without JavaScript the form posts (below).
  await gotoHydrated(page, '/shop/cart');
  const summary = page.getByRole('complementary', {name: 'Order summary'});
  await applyCode(summary, 'Gift card', '');
  await expect(codeMessage(summary)).toHaveText('Please enter a gift card code.');
  for (const code of ['NOTAREALCARD0000', 'SPENTCARD0000ZZZ', 'EXPIREDCARD2024X']) {
    await applyCode(summary, 'Gift card', code);
    await expect(codeMessage(summary)).toHaveText(REFUSED);
    await expect(summary.getByTestId('cart-gift-card')).toHaveCount(0);
  }
  await expectNoCodesOnCart(page);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the cart page applies a gift card and a code by form posts, the amount due follows, and each is removed', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await addLines(page, [{merchandiseId: (await pieceOver100()).variantId}]);
    await page.goto('/shop/cart');
    const subtotal = cents(await page.getByTestId('cart-subtotal').textContent());

    await applyCode(page, 'Gift card', 'EXPIREDCARD2024X');
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(codeMessage(page)).toHaveText(REFUSED);

    await applyCode(page, 'Gift card', 'GIFT100HAPPYDAYS');
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(page.getByTestId('cart-gift-card')).toContainText('•••• DAYS');
    expect(cents(await page.getByTestId('cart-amount-due').textContent())).toBe(subtotal - 10_000);

    await applyCode(page, 'Discount code', 'TAKE50');
    // The card pays what is left after the discount.
    expect(cents(await page.getByTestId('cart-amount-due').textContent())).toBe(subtotal - 5_000 - 10_000);
    const summary = page.getByRole('complementary', {name: 'Order summary'});
    await expectWithin(summary.locator('.cart-codes__line, .cart-codes__row, [data-testid="cart-amount-due"]'), summary);

    await page.getByRole('button', {name: 'Remove gift card ending DAYS'}).click();
    await expect(page.getByTestId('cart-gift-card')).toHaveCount(0);
    expect(cents(await page.getByTestId('cart-amount-due').textContent())).toBe(subtotal - 5_000);
    await page.getByRole('button', {name: 'Remove discount code TAKE50'}).click();
    await expect(page.getByTestId('cart-amount-due')).toHaveCount(0);
    await expectNoCodesOnCart(page);
  });
});
