import {describe, expect, it} from 'vitest';
import {CART_ERROR_MESSAGES, CART_WARNING_MESSAGES, cartIssue, issuesFromUserErrors, issuesFromWarnings} from './cart-issues';

// Spec §8: every cart error and warning code, by name.
const SPEC_ERRORS = [
  'INVALID', 'INVALID_MERCHANDISE_LINE', 'INVALID_INCREMENT', 'LESS_THAN', 'MAXIMUM_EXCEEDED', 'MINIMUM_NOT_MET',
  'MISSING_NOTE', 'NOTE_TOO_LONG', 'MISSING_DISCOUNT_CODE', 'INVALID_PAYMENT', 'INVALID_PAYMENT_EMPTY_CART',
  'INVALID_ZIP_CODE_FOR_COUNTRY', 'INVALID_ZIP_CODE_FOR_PROVINCE', 'PROVINCE_NOT_FOUND', 'ZIP_CODE_NOT_SUPPORTED',
  'TOO_MANY_DELIVERY_ADDRESSES', 'ADDRESS_FIELD_IS_REQUIRED', 'ADDRESS_FIELD_IS_TOO_LONG', 'ADDRESS_FIELD_CONTAINS_URL',
  'ADDRESS_FIELD_CONTAINS_HTML_TAGS', 'ADDRESS_FIELD_CONTAINS_EMOJIS',
];
const SPEC_WARNINGS = ['MERCHANDISE_NOT_ENOUGH_STOCK', 'MERCHANDISE_OUT_OF_STOCK', 'DUPLICATE_DELIVERY_ADDRESS', 'PAYMENTS_GIFT_CARDS_UNAVAILABLE'];

describe('cart issue messages', () => {
  it('has its own shopper message for every error and warning code of the catalogue', () => {
    const messages = new Set<string>();
    for (const code of SPEC_ERRORS) {
      expect(Object.keys(CART_ERROR_MESSAGES)).toContain(code);
      const issue = cartIssue(code, 'error');
      expect(issue.message).not.toMatch(/[A-Z]{3,}_/);
      messages.add(issue.message);
    }
    for (const code of SPEC_WARNINGS) {
      expect(Object.keys(CART_WARNING_MESSAGES)).toContain(code);
      messages.add(cartIssue(code, 'warning').message);
    }
    expect(messages.size).toBe(SPEC_ERRORS.length + SPEC_WARNINGS.length);
  });

  it('falls back to a general message for codes it does not know, never to the code', () => {
    expect(cartIssue('SOMETHING_NEW', 'error').message).toBe('We could not update your cart. Please try again.');
    expect(cartIssue(undefined, 'warning')).toMatchObject({code: 'UNKNOWN', severity: 'warning'});
    expect(cartIssue('toString', 'error').message).toBe('We could not update your cart. Please try again.');
  });

  it('places user errors at the line their input was about', () => {
    const issues = issuesFromUserErrors(
      [
        {code: 'MAXIMUM_EXCEEDED', field: ['lines', '1', 'quantity']},
        {code: 'INVALID', field: ['cartId']},
      ],
      ['line-a', 'line-b'],
    );
    expect(issues).toEqual([
      {code: 'MAXIMUM_EXCEEDED', message: CART_ERROR_MESSAGES.MAXIMUM_EXCEEDED, severity: 'error', lineId: 'line-b'},
      {code: 'INVALID', message: CART_ERROR_MESSAGES.INVALID, severity: 'error', lineId: null},
    ]);
  });

  it('places warnings at the line they target, by line or merchandise id', () => {
    const lineFor = (target: string) => (target === 'variant-1' ? 'line-a' : target.startsWith('line') ? target : null);
    expect(
      issuesFromWarnings(
        [
          {code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: 'line-b'},
          {code: 'MERCHANDISE_OUT_OF_STOCK', target: 'variant-1'},
        ],
        lineFor,
      ).map((i) => [i.code, i.severity, i.lineId]),
    ).toEqual([
      ['MERCHANDISE_NOT_ENOUGH_STOCK', 'warning', 'line-b'],
      ['MERCHANDISE_OUT_OF_STOCK', 'warning', 'line-a'],
    ]);
  });
});
