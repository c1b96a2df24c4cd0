// Shopify's two cart links: `/discount/{code}` puts a code on the shopper's cart, and the cart
// permalink `/cart/{variantId}:{quantity},...` builds a fresh cart and opens its checkout. Both go
// through Hydrogen's cart handler and refuse what every other cart entry point refuses.
import {CART_DISCOUNT_CODES_QUERY} from '~graphql/cart';
import {CUSTOMER_TOKEN_SESSION_KEY} from '~/config/session';
import type {AppEnv} from '~/platform/env';
import type {HydrogenSession} from '@shopify/hydrogen';
import {attachSignedInCustomer, refusedAdd} from '~/features/cart/cart-actions.server';
import {cartExists, mutatedCart, type CartServerContext} from '~/features/cart/cart.server';
import {checkoutLocation} from '~/features/cart/checkout-location';
import type {PermalinkLine} from '~/features/cart/model/cart-permalink';

type LinkContext = CartServerContext & {appEnv: AppEnv; session: Pick<HydrogenSession, 'get'>};

/** The codes the cart already holds: a link adds to them, as Shopify's does, rather than replacing them. */
async function heldCodes({storefront}: CartServerContext, cartId: string): Promise<string[]> {
  const {cart} = await storefront.query(CART_DISCOUNT_CODES_QUERY, {variables: {cartId}, cache: storefront.CacheNone()});
  return (cart?.discountCodes ?? []).map((discount) => discount.code);
}

const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Applies the code to the session's cart (creating one when there is none, or when its cart has
 * gone), keeping the codes already applied. A code the platform does not apply stays on the cart
 * marked not applicable, which is what the cart shows the shopper. Answers the cart cookie's headers.
 */
export async function applyDiscountLink(context: LinkContext, code: string): Promise<Headers> {
  const cartId = context.cart.getCartId();
  const held = cartId ? await heldCodes(context, cartId) : [];
  const codes = held.some((existing) => sameCode(existing, code)) ? held : [...held, code];
  let result = await context.cart.updateDiscountCodes(codes);
  if (cartId && !mutatedCart(result) && !(await cartExists(context, cartId))) {
    result = await context.cart.create({discountCodes: [code]});
  }
  const cart = mutatedCart(result);
  return cart ? context.cart.setCartId(cart.id) : new Headers();
}

export type PermalinkResult =
  | {ok: true; checkoutUrl: string; headers: Headers}
  | {ok: false; status: 404 | 422 | 502; code: string; message: string};

/**
 * Builds a new cart from a permalink's lines (and its `?discount=` code), as Shopify does: the
 * shopper's current cart is left behind, the cookie names the new one. Lines an add would refuse
 * (care plans, the love note, a free gift on its own, the voucher with its flag off) refuse the link.
 */
export async function cartFromPermalink(context: LinkContext, lines: readonly PermalinkLine[], discount: string | null): Promise<PermalinkResult> {
  const refusal = await refusedAdd(context, lines, 'new-cart');
  if (refusal) return {ok: false, status: 422, code: refusal.code, message: refusal.message};
  const result = await context.cart.create({lines: [...lines], ...(discount ? {discountCodes: [discount]} : {})}, {cartId: undefined});
  const cart = mutatedCart(result);
  if (!cart || result.userErrors?.length) {
    return {ok: false, status: 404, code: 'MERCHANDISE_NOT_AVAILABLE', message: 'A piece in this cart link is no longer available.'};
  }
  const headers = context.cart.setCartId(cart.id);
  await attachSignedInCustomer(context, context.session.get(CUSTOMER_TOKEN_SESSION_KEY));
  const location = checkoutLocation(cart.checkoutUrl);
  if (!location) return {ok: false, status: 502, code: 'CHECKOUT_UNAVAILABLE', message: 'Checkout is not available right now.'};
  return {ok: true, checkoutUrl: location, headers};
}
