// Spec §8 cart errors and warnings, each with a message a shopper can act on. Errors mean the
// change did not happen; warnings mean it happened with an adjustment worth knowing.

export type IssueSeverity = 'error' | 'warning';

export interface CartIssue {
  code: string;
  message: string;
  severity: IssueSeverity;
  /** The cart line the issue concerns; null when it concerns the whole cart. */
  lineId: string | null;
  /** The code box the issue concerns (a discount code or a gift card), shown beside it. */
  field?: 'discount-code' | 'gift-card';
}

const ADDRESS_FIELD_MESSAGE = 'Please check the address: ';

export const CART_ERROR_MESSAGES = {
  INVALID: 'We could not update this item. Please refresh the page and try again.',
  INVALID_MERCHANDISE_LINE: 'This item is no longer available. Please remove it from your cart.',
  INVALID_INCREMENT: 'This item can only be bought in set multiples. Please adjust the quantity.',
  LESS_THAN: 'That quantity is too high for this item. Please choose fewer.',
  MAXIMUM_EXCEEDED: 'You have reached the most we can offer of this item in one order.',
  MINIMUM_NOT_MET: 'This item needs a larger quantity. Please add more.',
  MISSING_NOTE: 'Please add a note before continuing.',
  NOTE_TOO_LONG: 'Your love note is too long. Please shorten it.',
  MISSING_DISCOUNT_CODE: 'Please enter a discount code.',
  INVALID_PAYMENT: 'There is a problem with the payment details. Please check them and try again.',
  INVALID_PAYMENT_EMPTY_CART: 'Your cart is empty. Add a piece before checking out.',
  INVALID_ZIP_CODE_FOR_COUNTRY: 'That ZIP code does not match the country. Please check it.',
  INVALID_ZIP_CODE_FOR_PROVINCE: 'That ZIP code does not match the state. Please check it.',
  PROVINCE_NOT_FOUND: 'We could not find that state or province. Please check it.',
  ZIP_CODE_NOT_SUPPORTED: 'We cannot deliver to that ZIP code yet.',
  TOO_MANY_DELIVERY_ADDRESSES: 'Please use a single delivery address for this order.',
  ADDRESS_FIELD_IS_REQUIRED: `${ADDRESS_FIELD_MESSAGE}a required field is empty.`,
  ADDRESS_FIELD_IS_TOO_LONG: `${ADDRESS_FIELD_MESSAGE}a field is too long.`,
  ADDRESS_FIELD_CONTAINS_URL: `${ADDRESS_FIELD_MESSAGE}fields cannot contain web addresses.`,
  ADDRESS_FIELD_CONTAINS_HTML_TAGS: `${ADDRESS_FIELD_MESSAGE}fields cannot contain HTML.`,
  ADDRESS_FIELD_CONTAINS_EMOJIS: `${ADDRESS_FIELD_MESSAGE}fields cannot contain emoji.`,
  ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN: `${ADDRESS_FIELD_MESSAGE}a field is not in the expected format.`,
} as const;

export const CART_WARNING_MESSAGES = {
  MERCHANDISE_NOT_ENOUGH_STOCK: 'We have fewer of this piece in stock, so we lowered the quantity to what is available.',
  MERCHANDISE_OUT_OF_STOCK: 'This piece just sold out, so it could not be added.',
  DUPLICATE_DELIVERY_ADDRESS: 'That delivery address was already on your order.',
  PAYMENTS_GIFT_CARDS_UNAVAILABLE: 'Gift cards cannot be used for this order.',
} as const;

/** Answers from our own endpoints that are not platform codes but still reach the shopper. */
export const STOREFRONT_ERROR_MESSAGES = {
  NETWORK: 'We could not reach the store. Check your connection and try again.',
  SERVER: 'Something went wrong while updating your cart. We restored it as it was.',
  CART_NOT_FOUND: 'Your cart expired, so we started a new one.',
  LINE_NOT_FOUND: 'This item is no longer in your cart.',
} as const;

export type CartErrorCode = keyof typeof CART_ERROR_MESSAGES;
export type CartWarningCode = keyof typeof CART_WARNING_MESSAGES;

const FALLBACK_ERROR = 'We could not update your cart. Please try again.';
const FALLBACK_WARNING = 'Your cart was updated with a change. Please review it.';

const has = <T extends object>(table: T, code: string): code is Extract<keyof T, string> => Object.hasOwn(table, code);

export function cartIssue(code: string | null | undefined, severity: IssueSeverity, lineId: string | null = null): CartIssue {
  const key = code ?? '';
  let message: string = severity === 'warning' ? FALLBACK_WARNING : FALLBACK_ERROR;
  if (severity === 'warning' && has(CART_WARNING_MESSAGES, key)) message = CART_WARNING_MESSAGES[key];
  else if (has(CART_ERROR_MESSAGES, key)) message = CART_ERROR_MESSAGES[key];
  else if (has(STOREFRONT_ERROR_MESSAGES, key)) message = STOREFRONT_ERROR_MESSAGES[key];
  return {code: key || 'UNKNOWN', message, severity, lineId};
}

/**
 * Platform user errors to issues at their lines. `field` is the input path, e.g.
 * `['lines', '1', 'quantity']`; `inputLineIds[1]` names the line that input was about.
 */
export function issuesFromUserErrors(
  userErrors: readonly {code?: string | null; field?: readonly string[] | null}[],
  inputLineIds: readonly (string | null)[],
): CartIssue[] {
  return userErrors.map((error) => {
    const [list, index] = error.field ?? [];
    const lineId = (list === 'lines' || list === 'lineIds') && index !== undefined ? (inputLineIds[Number(index)] ?? null) : null;
    return cartIssue(error.code, 'error', lineId);
  });
}

/** Platform warnings target a line id, or a merchandise id that `lineForTarget` resolves. */
export function issuesFromWarnings(
  warnings: readonly {code?: string | null; target?: string | null}[],
  lineForTarget: (target: string) => string | null,
): CartIssue[] {
  return warnings.map((warning) => cartIssue(warning.code, 'warning', warning.target ? lineForTarget(warning.target) : null));
}
