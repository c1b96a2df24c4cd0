// A shared cart link through to a placed order (issue 18): Shopify's cart permalink with a
// `?discount=` code builds the cart and opens the local checkout, whose total takes the code off;
// a gift card the shopper then enters in the store's cart pays part of it, and the order charges
// exactly that.
import {type Locator} from '@playwright/test';
import {expect, test} from './support/test';
import {findVariants, hasLocalCatalogue, serverCart} from './support/cart';
import {applyCode} from './support/cart-codes';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');
test.describe.configure({timeout: 180_000});

const numericId = (gid: string) => gid.split('/').pop()!;

async function dollars(locator: Locator): Promise<number> {
  const text = await locator.innerText();
  const match = /\$([\d,]+(?:\.\d{2})?)/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

const cents = (amount: number) => Math.round(amount * 100);

test('a cart permalink with a discount, then a gift card, ends in an order charged the discounted total less the card', async ({page}) => {
  const [earrings, other] = await findVariants('product_type:"Earrings"', 2);
  const link = `/cart/${numericId(earrings!.variantId)}:1,${numericId(other!.variantId)}:2?discount=WELCOME10`;

  // The link is all the shopper has: no cart before it.
  await page.goto(link);
  await expect(page).toHaveURL(/\/checkouts\/cn\//);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Review your order');
  const subtotal = await dollars(page.getByRole('row', {name: /^Subtotal/}));
  expect(cents(subtotal)).toBe(earrings!.priceCents + 2 * other!.priceCents);
  const discountRow = page.getByRole('row', {name: /^Discount WELCOME10/});
  const discount = await dollars(discountRow);
  expect(cents(discount)).toBe(Math.round(cents(subtotal) * 0.1));
  const tax = await dollars(page.getByRole('row', {name: /^Tax/}));
  const total = await dollars(page.getByRole('row', {name: /^Total/}));
  expect(cents(total)).toBe(cents(subtotal) - cents(discount) + cents(tax));

  // The link's cart is the session's cart: the storefront's cart reads the same one.
  const cart = await serverCart(page);
  expect(cart?.lines).toHaveLength(2);

  // The local checkout takes no gift card itself: the shopper comes back to the store's cart, whose
  // code and amount are the permalink's, and pays part with a gift card there.
  await page.goto('/shop/cart');
  const summary = page.getByRole('complementary', {name: 'Order summary'});
  await expect(summary.getByTestId('cart-discount-code')).toContainText('WELCOME10');
  await applyCode(summary, 'Gift card', 'GIFT100HAPPYDAYS');
  await expect(summary.getByTestId('cart-gift-card')).toContainText('•••• DAYS');
  expect(cents(await dollars(summary.getByTestId('cart-gift-card-amount')))).toBe(Math.min(10_000, cents(total - tax)));
  await summary.getByRole('button', {name: 'Checkout'}).click();
  await expect(page).toHaveURL(/\/checkouts\/cn\//);

  await expect(discountRow).toBeVisible();
  expect(await dollars(page.getByRole('row', {name: /^Total/}))).toBe(total);
  const card = await dollars(page.getByRole('row', {name: /^Gift card ending DAYS/}));
  expect(card).toBe(Math.min(100, total));
  const due = await dollars(page.getByRole('row', {name: /^Amount due/}));
  expect(cents(due)).toBe(cents(total) - cents(card));

  await page.getByRole('button', {name: 'Place order'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Thank you for your order');
  expect(await dollars(page.getByText(/^Total:/))).toBe(total);
  expect(await dollars(page.getByText(/^Paid with gift card ending DAYS/))).toBe(card);
  expect(await dollars(page.getByText(/^Charged:/))).toBe(due);
});
