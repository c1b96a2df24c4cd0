// Spec §8: every customer error code the Storefront API returns, as a message a shopper can act on.

export const CUSTOMER_ERROR_MESSAGES = {
  ALREADY_ENABLED: 'This account is already active. Sign in with your email and password.',
  BAD_DOMAIN: 'That email address’s domain cannot receive mail. Check it and try again.',
  BLANK: 'Please fill in this field.',
  CONTAINS_HTML_TAGS: 'Please remove any HTML tags.',
  CONTAINS_URL: 'Please remove any web addresses.',
  CUSTOMER_DISABLED: 'This account has been disabled. Contact us and we will help you.',
  INVALID: 'Please check this value and try again.',
  NOT_FOUND: 'We could not find an account with those details.',
  PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE: 'Your password cannot start or end with a space.',
  TAKEN: 'An account already uses this email address. Try signing in instead.',
  TOKEN_INVALID: 'This link has expired or was already used. Please request a new one.',
  TOO_LONG: 'This value is too long.',
  TOO_SHORT: 'This value is too short.',
  UNIDENTIFIED_CUSTOMER: 'The email or password is incorrect.',
} as const;

export type CustomerErrorCode = keyof typeof CUSTOMER_ERROR_MESSAGES;

const FALLBACK = 'Something went wrong. Please try again.';

/** The shopper-facing message for a customer error code; unknown or missing codes get a general one. */
export function customerErrorMessage(code: string | null | undefined): string {
  return code && Object.hasOwn(CUSTOMER_ERROR_MESSAGES, code)
    ? CUSTOMER_ERROR_MESSAGES[code as CustomerErrorCode]
    : FALLBACK;
}
