// Why checkout did not start, carried from /api/checkout to the cart page as a known code in the
// URL (never its text), so a plain form post that is refused lands on a page that says why.
import {z} from 'zod';
import {CART_ERROR_MESSAGES, type CartIssue} from './cart-issues';

export const CHECKOUT_REFUSAL_MESSAGES = {
  INVALID_PAYMENT_EMPTY_CART: CART_ERROR_MESSAGES.INVALID_PAYMENT_EMPTY_CART,
  NOTHING_TO_ORDER: 'Add a piece to your cart before checking out.',
  OPTIONS_REQUIRED: 'Choose every required option before checking out.',
  CHECKOUT_UNAVAILABLE: 'Checkout is not available right now. Please try again.',
  CHECKOUT_FAILED: 'We could not start checkout. Please try again.',
} as const;

export type CheckoutRefusalCode = keyof typeof CHECKOUT_REFUSAL_MESSAGES;

/** The cart page's `checkout` search parameter; anything else is ignored. */
const CHECKOUT_REFUSAL_PARAM = 'checkout';

const refusalCode = z.enum(Object.keys(CHECKOUT_REFUSAL_MESSAGES) as [CheckoutRefusalCode, ...CheckoutRefusalCode[]]);

function checkoutRefusalCode(code: string): CheckoutRefusalCode {
  const parsed = refusalCode.safeParse(code);
  return parsed.success ? parsed.data : 'CHECKOUT_FAILED';
}

/** Where a refused checkout sends a shopper who posted the form from a page. */
export const cartPageAfterRefusal = (code: string) => `/shop/cart?${CHECKOUT_REFUSAL_PARAM}=${checkoutRefusalCode(code)}`;

/** The cart-wide issue the cart page shows for its URL, if the URL names a refusal. */
export function checkoutRefusalIssue(url: URL): CartIssue | null {
  const parsed = refusalCode.safeParse(url.searchParams.get(CHECKOUT_REFUSAL_PARAM));
  if (!parsed.success) return null;
  return {code: parsed.data, message: CHECKOUT_REFUSAL_MESSAGES[parsed.data], severity: 'error', lineId: null};
}
