import {expect, test} from './support/test';
import {addLines, cartDrawer, findVariants, hasLocalCatalogue, openStaticProduct} from './support/cart';
import {applyCode, cents, codeMessage, expectNoCodesOnCart, expectWithin, variantByHandle} from './support/cart-codes';
import {seriousAxeViolations} from './support/chrome';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

/** A ready-made piece under $2,000, so the minimum-purchase code has something to refuse. */
const pieceUnder2000 = async () => (await findVariants('product_type:"Earrings"', 5)).find((v) => v.priceCents < 200_000)!;

test('in the drawer a shopper applies a code in any case, sees what it takes off the subtotal and the amount due, and removes it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await openStaticProduct(page);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  const drawer = cartDrawer(page);
  await expect(drawer.getByTestId('cart-entry')).toHaveCount(1);
  await expect(drawer.getByTestId('cart-amount-due')).toHaveCount(0);

  await applyCode(drawer, 'Discount code', 'welcome10');
  const applied = drawer.getByTestId('cart-discount-code');
  await expect(applied).toHaveCount(1);
  await expect(applied).toContainText('WELCOME10');
  await expect(drawer.getByRole('textbox', {name: 'Discount code'})).toHaveValue('');
  const subtotal = cents(await drawer.getByTestId('cart-subtotal').textContent());
  const off = cents(await applied.getByTestId('cart-discount-amount').textContent());
  expect(off).toBe(Math.round(subtotal / 10));
  await expect.poll(async () => cents(await drawer.getByTestId('cart-amount-due').textContent())).toBe(subtotal - off);
  await page.screenshot({path: '/tmp/cart-shots/drawer-code.png'});

  // The same code in another case is the same code.
  await applyCode(drawer, 'Discount code', 'WELCOME10');
  await expect(codeMessage(drawer)).toHaveText('The code WELCOME10 is already applied to your cart.');
  await expect(applied).toHaveCount(1);

  await drawer.getByRole('button', {name: 'Remove discount code WELCOME10'}).click();
  await expect(applied).toHaveCount(0);
  await expect(drawer.getByTestId('cart-amount-due')).toHaveCount(0);
  await expectNoCodesOnCart(page);
});

test("on the cart page, codes that do not apply are explained in a shopper's words and stay off the cart", async ({page}) => {
  await page.goto('/');
  const piece = await pieceUnder2000();
  await addLines(page, [{merchandiseId: piece.variantId}]);
  await page.goto('/shop/cart');
  const summary = page.getByRole('complementary', {name: 'Order summary'});
  const cases: [string, string][] = [
    ['', 'Please enter a discount code.'],
    ['NOPE123', 'We could not find the code NOPE123. Please check it and try again.'],
    ['spring2024', 'The code SPRING2024 is not active right now: it has expired or has not started yet.'],
    ['HOLIDAY2099', 'The code HOLIDAY2099 is not active right now: it has expired or has not started yet.'],
    ['BANDS20', 'The code BANDS20 does not apply to anything in your cart.'],
    ['SPEND2000', 'Your cart does not reach the minimum purchase for the code SPEND2000.'],
  ];
  for (const [code, message] of cases) {
    await applyCode(summary, 'Discount code', code);
    await expect(codeMessage(summary)).toHaveText(message);
    await expect(summary.getByTestId('cart-discount-code')).toHaveCount(0);
  }
  // The refused code stays in the field, to be corrected.
  await expect(summary.getByRole('textbox', {name: 'Discount code'})).toHaveValue('SPEND2000');
  await expectNoCodesOnCart(page);
});

test('a code for one product shows what it took off that entry, and an order code what it took off the subtotal', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/');
  const studs = await variantByHandle('lab-diamond-stud-earrings');
  const other = (await findVariants('product_type:"Earrings"', 5)).find((v) => v.handle !== studs.handle)!;
  await addLines(page, [{merchandiseId: studs.variantId}, {merchandiseId: other.variantId}]);
  await page.goto('/shop/cart');
  const summary = page.getByRole('complementary', {name: 'Order summary'});
  await applyCode(summary, 'Discount code', 'Studs15');
  const studsEntry = page.getByTestId('cart-entry').filter({hasText: studs.title});
  const lineOff = studsEntry.getByTestId('cart-item-discount');
  await expect(lineOff).toContainText('STUDS15');
  expect(cents((await lineOff.textContent())!.split(':')[1]!)).toBe(Math.round((studs.priceCents * 15) / 100));
  await expect(page.getByTestId('cart-entry').filter({hasText: other.title}).getByTestId('cart-item-discount')).toHaveCount(0);

  await applyCode(summary, 'Discount code', 'take50');
  await expect(summary.getByTestId('cart-discount-code')).toHaveCount(2);
  const subtotal = cents(await summary.getByTestId('cart-subtotal').textContent());
  const take50 = summary.getByTestId('cart-discount-code').filter({hasText: 'TAKE50'});
  await expect(take50.getByTestId('cart-discount-amount')).toHaveText('−$50');
  await expect.poll(async () => cents(await summary.getByTestId('cart-amount-due').textContent())).toBe(subtotal - 5_000);
  // At 390px the code rows, fields and buttons fit the summary.
  await expectWithin(summary.locator('.cart-codes__line, .cart-codes__row, [data-testid="cart-amount-due"]'), summary);
  await page.screenshot({path: '/tmp/cart-shots/cart-codes-390.png', fullPage: true});
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the cart page applies a code by a form post, explains a bad one, refuses a duplicate and removes it', async ({page}) => {
    await page.goto('/');
    const piece = await pieceUnder2000();
    await addLines(page, [{merchandiseId: piece.variantId}]);
    await page.goto('/shop/cart');
    const subtotal = cents(await page.getByTestId('cart-subtotal').textContent());

    await applyCode(page, 'Discount code', 'nope123');
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(codeMessage(page)).toHaveText('We could not find the code NOPE123. Please check it and try again.');

    await applyCode(page, 'Discount code', 'Welcome10');
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(page.getByTestId('cart-discount-code')).toContainText('WELCOME10');
    const off = cents(await page.getByTestId('cart-discount-amount').textContent());
    expect(off).toBe(Math.round(subtotal / 10));
    expect(cents(await page.getByTestId('cart-amount-due').textContent())).toBe(subtotal - off);

    await applyCode(page, 'Discount code', 'WELCOME10');
    await expect(codeMessage(page)).toHaveText('The code WELCOME10 is already applied to your cart.');

    await page.getByRole('button', {name: 'Remove discount code WELCOME10'}).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(page.getByTestId('cart-discount-code')).toHaveCount(0);
    await expectNoCodesOnCart(page);
  });
});
