// Discount codes and gift cards through Hydrogen's cart handler. The platform decides what a code
// takes off; these only keep the shopper's cart free of codes it refused, and word its answers.
import {
  discountCodeIssue,
  giftCardDigits,
  giftCardIssue,
  sameCode,
  warningForCode,
} from '~/features/cart/model/cart-code-rules';
import {cartIssue, type CartIssue} from '~/features/cart/model/cart-issues';
import {missingCode} from '~/features/cart/cart-operations';
import {getPlatformCart, mutatedCart, type CartServerContext, type PlatformCartData} from '~/features/cart/cart.server';
import type {CartActionResult} from '~/features/cart/cart-actions.server';
import type {CartCodesInput} from '~/features/cart/cart-api-input';

type MutationResult = Awaited<ReturnType<CartServerContext['cart']['updateDiscountCodes']>>;

const noCart = (): CartActionResult => ({ok: false, status: 404, code: 'CART_NOT_FOUND', message: 'Your cart has expired.'});

const answer = (cart: PlatformCartData | null, issues: CartIssue[] = []): CartActionResult => ({ok: true, issues, headers: new Headers(), cart});

/** A transport or GraphQL failure is the platform's, not the shopper's: the endpoint answers 502. */
function checked(result: MutationResult): MutationResult {
  if (result.errors?.length) throw new Error(`cart code mutation failed: ${JSON.stringify(result.errors)}`);
  return result;
}

const userErrorCode = (result: MutationResult) => {
  const error = result.userErrors?.[0];
  return error ? ('code' in error ? (error.code as string | null) : null) : undefined;
};

/**
 * Applies a code on top of those the cart holds. A code the cart already has is refused; a code
 * that takes nothing off (unknown, expired, not for these pieces, under its minimum) is taken
 * back off, so the cart lists only codes the shopper meant to keep, and the reason is returned.
 */
export async function applyDiscountCode(context: CartServerContext, code: string): Promise<CartActionResult> {
  const cart = await getPlatformCart(context);
  if (!cart) return noCart();
  if (missingCode(code)) return answer(cart, [discountCodeIssue('MISSING_DISCOUNT_CODE', code)]);
  const current = (cart.discountCodes ?? []).map((c) => c.code);
  if (current.some((c) => sameCode(c, code))) return answer(cart, [discountCodeIssue('DISCOUNT_ALREADY_APPLIED', code)]);
  const result = checked(await context.cart.updateDiscountCodes([...current, code]));
  const errorCode = userErrorCode(result);
  if (errorCode !== undefined) return answer(mutatedCart(result) ?? cart, [discountCodeIssue(errorCode, code)]);
  const applied = mutatedCart(result);
  if (applied?.discountCodes?.some((c) => sameCode(c.code, code) && c.applicable)) return answer(applied);
  const reason = discountCodeIssue(warningForCode(result.warnings ?? [], code), code);
  const restored = checked(await context.cart.updateDiscountCodes(current));
  return answer(mutatedCart(restored) ?? applied ?? cart, [reason]);
}

/** Removes a code (however it is spelled); removing one the cart does not hold changes nothing. */
export async function removeDiscountCode(context: CartServerContext, code: string): Promise<CartActionResult> {
  const cart = await getPlatformCart(context);
  if (!cart) return noCart();
  const current = (cart.discountCodes ?? []).map((c) => c.code);
  const kept = current.filter((c) => !sameCode(c, code));
  if (kept.length === current.length) return answer(cart);
  const result = checked(await context.cart.updateDiscountCodes(kept));
  const errorCode = userErrorCode(result);
  return answer(mutatedCart(result) ?? cart, errorCode === undefined ? [] : [cartIssue(errorCode, 'error')]);
}

/**
 * Adds a gift card. Shopify refuses an unknown, spent or expired card with a user error on the
 * code (its message is not for shoppers); a card already on the cart adds nothing.
 */
export async function applyGiftCard(context: CartServerContext, code: string): Promise<CartActionResult> {
  const cart = await getPlatformCart(context);
  if (!cart) return noCart();
  const digits = giftCardDigits(code);
  if (missingCode(digits)) return answer(cart, [giftCardIssue('MISSING_GIFT_CARD_CODE')]);
  const before = cart.appliedGiftCards ?? [];
  const result = checked(await context.cart.addGiftCardCodes([digits]));
  const unavailable = (result.warnings ?? []).some((w) => w.code === 'PAYMENTS_GIFT_CARDS_UNAVAILABLE');
  if (userErrorCode(result) !== undefined || unavailable) {
    return answer(mutatedCart(result) ?? cart, [giftCardIssue(unavailable ? 'PAYMENTS_GIFT_CARDS_UNAVAILABLE' : 'GIFT_CARD_INVALID')]);
  }
  const applied = mutatedCart(result) ?? cart;
  const added = (applied.appliedGiftCards ?? []).length > before.length;
  return answer(applied, added ? [] : [giftCardIssue('GIFT_CARD_ALREADY_APPLIED')]);
}

/** Removes an applied gift card; one the cart does not hold changes nothing. */
export async function removeGiftCard(context: CartServerContext, appliedGiftCardId: string): Promise<CartActionResult> {
  const cart = await getPlatformCart(context);
  if (!cart) return noCart();
  if (!(cart.appliedGiftCards ?? []).some((card) => card.id === appliedGiftCardId)) return answer(cart);
  const result = checked(await context.cart.removeGiftCardCodes([appliedGiftCardId]));
  const errorCode = userErrorCode(result);
  return answer(mutatedCart(result) ?? cart, errorCode === undefined ? [] : [cartIssue(errorCode, 'error')]);
}

/** The code endpoint's operation, run as the cart page's forms run it. */
export function runCodeOperation(context: CartServerContext, input: CartCodesInput): Promise<CartActionResult> {
  switch (input.operation) {
    case 'applyDiscountCode':
      return applyDiscountCode(context, input.code);
    case 'removeDiscountCode':
      return removeDiscountCode(context, input.code);
    case 'applyGiftCard':
      return applyGiftCard(context, input.code);
    case 'removeGiftCard':
      return removeGiftCard(context, input.appliedGiftCardId);
  }
}
