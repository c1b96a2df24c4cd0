// Discount codes and gift cards on the cart: what the shopper reads when a code does not apply
// (spec §8 style: what happened, then what to do), and the discounts the cart's own figures show.
// The platform decides whether a code applies; these rules only word its answer.
import {CART_ERROR_MESSAGES, type CartIssue} from './cart-issues';
import {toCents} from './care-plan-offers';
import type {CartView} from './cart-view';

/** Which code box an issue belongs to, so it shows beside the field the shopper typed in. */
export type CodeField = 'discount-code' | 'gift-card';

/** Codes compare case-insensitively (Shopify's rule), so WELCOME10 and welcome10 are one code. */
export const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** How a code is shown: the spelling does not matter to the platform, so one spelling everywhere. */
export const shownCode = (code: string) => code.trim().toUpperCase();

/** Gift card codes are printed in groups; spaces and dashes between them are not part of the code. */
export const giftCardDigits = (code: string) => code.replace(/[\s-]+/g, '');

const discountMessages: Record<string, (code: string) => string> = {
  DISCOUNT_NOT_FOUND: (code) => `We could not find the code ${code}. Please check it and try again.`,
  DISCOUNT_CURRENTLY_INACTIVE: (code) => `The code ${code} is not active right now: it has expired or has not started yet.`,
  DISCOUNT_NO_ENTITLED_LINE_ITEMS: (code) => `The code ${code} does not apply to anything in your cart.`,
  DISCOUNT_PURCHASE_NOT_IN_RANGE: (code) => `Your cart does not reach the minimum purchase for the code ${code}.`,
  DISCOUNT_QUANTITY_NOT_IN_RANGE: (code) => `Your cart does not hold enough pieces for the code ${code}.`,
  DISCOUNT_CODE_NOT_HONOURED: (code) => `The code ${code} cannot be combined with a better discount already in your cart.`,
  DISCOUNT_INCOMPATIBLE_PURCHASE_TYPE: (code) => `The code ${code} does not apply to this kind of purchase.`,
  DISCOUNT_USAGE_LIMIT_REACHED: (code) => `The code ${code} has been used as many times as it can be.`,
  DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED: (code) => `You have already used the code ${code} as many times as it allows.`,
  DISCOUNT_CUSTOMER_NOT_ELIGIBLE: (code) => `The code ${code} is not available for your account.`,
  DISCOUNT_ELIGIBLE_CUSTOMER_MISSING: (code) => `Please sign in to use the code ${code}.`,
  DISCOUNT_ALREADY_APPLIED: (code) => `The code ${code} is already applied to your cart.`,
};

export const GIFT_CARD_MESSAGES = {
  MISSING_GIFT_CARD_CODE: 'Please enter a gift card code.',
  GIFT_CARD_INVALID: 'We could not apply that gift card. Please check the code: a card that is used up or expired cannot be used.',
  GIFT_CARD_ALREADY_APPLIED: 'That gift card is already applied to your cart.',
  PAYMENTS_GIFT_CARDS_UNAVAILABLE: 'Gift cards cannot be used for this order.',
} as const;

const FALLBACK_DISCOUNT = (code: string) => `The code ${code} cannot be used on this cart.`;

export function codeIssue(field: CodeField, code: string, message: string): CartIssue {
  return {code, message, severity: 'error', lineId: null, field};
}

/** A discount code the cart did not take, by Shopify's warning code (or our own DISCOUNT_ALREADY_APPLIED). */
export function discountCodeIssue(warningCode: string | null, code: string): CartIssue {
  if (warningCode === 'MISSING_DISCOUNT_CODE') return codeIssue('discount-code', warningCode, CART_ERROR_MESSAGES.MISSING_DISCOUNT_CODE);
  const message = (warningCode && Object.hasOwn(discountMessages, warningCode) ? discountMessages[warningCode]! : FALLBACK_DISCOUNT)(shownCode(code));
  return codeIssue('discount-code', warningCode ?? 'DISCOUNT_NOT_APPLICABLE', message);
}

export function giftCardIssue(code: keyof typeof GIFT_CARD_MESSAGES): CartIssue {
  return codeIssue('gift-card', code, GIFT_CARD_MESSAGES[code]);
}

/**
 * The warning that explains why `code` did not apply. Warnings name their code only in their
 * message (their target is the cart), so the one mentioning it wins; else the only discount warning.
 */
export function warningForCode(warnings: readonly {code?: string | null; message?: string | null}[], code: string): string | null {
  const discountWarnings = warnings.filter((warning) => warning.code?.startsWith('DISCOUNT_'));
  const named = discountWarnings.find((warning) => (warning.message ?? '').toUpperCase().includes(shownCode(code)));
  const only = discountWarnings.length === 1 ? discountWarnings[0] : undefined;
  return (named ?? only)?.code ?? null;
}

/** What each code takes off the cart in all, its lines' share and the subtotal's, in cents by shown code. */
export function centsOffByCode(cart: Pick<CartView, 'cartDiscounts' | 'lines'>): Map<string, number> {
  const byCode = new Map<string, number>();
  const lineDiscounts = cart.lines.flatMap((entry) => entry.items.flatMap((item) => item.discounts ?? []));
  for (const discount of [...lineDiscounts, ...cart.cartDiscounts]) {
    if (discount.code === null) continue;
    const key = shownCode(discount.code);
    byCode.set(key, (byCode.get(key) ?? 0) + toCents(discount.amount));
  }
  return byCode;
}

/** The codes that take something off, and what codes take off in all (for analytics). */
export function appliedDiscounts(cart: Pick<CartView, 'discountCodes' | 'cartDiscounts' | 'lines'> | null): {codes: string[]; amount: number} {
  if (!cart) return {codes: [], amount: 0};
  const cents = [...centsOffByCode(cart).values()].reduce((sum, c) => sum + c, 0);
  return {codes: cart.discountCodes.filter((c) => c.applicable).map((c) => shownCode(c.code)), amount: cents / 100};
}
