// Helpers of the discount code and gift card specs: the code boxes as a shopper finds them, and the
// cart's own figures read back from the page.
import {expect, type Locator, type Page} from '@playwright/test';
import {storefront, type CatalogueVariant} from './cart';

/** `$1,234` or `−$1,234.50` as cents (the sign dropped). */
export function cents(text: string | null): number {
  const amount = (text ?? '').replace(/[^0-9.]/g, '');
  return Math.round(Number(amount) * 100);
}

export async function applyCode(scope: Locator | Page, box: 'Discount code' | 'Gift card', code: string) {
  await scope.getByRole('textbox', {name: box}).fill(code);
  await scope.getByRole('button', {name: `Apply ${box.toLowerCase()}`}).click();
}

/** The cart-wide message beside a code box (errors are alerts). */
export const codeMessage = (scope: Locator | Page) => scope.getByTestId('cart-issue');

export async function expectNoCodesOnCart(page: Page) {
  await expect
    .poll(async () => {
      const body = (await (await page.request.get('/api/cart')).json()) as {cart: {discountCodes: unknown[]; giftCards: unknown[]} | null};
      return [body.cart?.discountCodes.length, body.cart?.giftCards.length];
    })
    .toEqual([0, 0]);
}

/** A product's first variant, found by its handle (the seeded codes name their product by handle). */
export async function variantByHandle(handle: string): Promise<CatalogueVariant> {
  const {product} = await storefront<{product: {id: string; handle: string; title: string; variants: {nodes: {id: string; price: {amount: string}}[]}} | null}>(
    `query Product($handle: String!) { product(handle: $handle) { id handle title variants(first: 1) { nodes { id price { amount } } } } }`,
    {handle},
  );
  const variant = product?.variants.nodes[0];
  if (!product || !variant) throw new Error(`no product ${handle} on the local stack`);
  return {variantId: variant.id, productId: product.id, handle, title: product.title, priceCents: Math.round(Number(variant.price.amount) * 100)};
}

/** Every element `inner` matches lies within `outer` (a narrow screen wraps the code rows, never cuts them). */
export async function expectWithin(inner: Locator, outer: Locator) {
  const frame = (await outer.boundingBox())!;
  for (const box of await Promise.all((await inner.all()).map((each) => each.boundingBox()))) {
    expect(box!.x).toBeGreaterThanOrEqual(frame.x - 1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
  }
}
