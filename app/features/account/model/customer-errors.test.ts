import {describe, expect, it} from 'vitest';
import {CUSTOMER_ERROR_MESSAGES, customerErrorMessage} from './customer-errors';

const SPEC_CODES = [
  'ALREADY_ENABLED',
  'BAD_DOMAIN',
  'BLANK',
  'CONTAINS_HTML_TAGS',
  'CONTAINS_URL',
  'CUSTOMER_DISABLED',
  'INVALID',
  'NOT_FOUND',
  'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
  'TAKEN',
  'TOKEN_INVALID',
  'TOO_LONG',
  'TOO_SHORT',
  'UNIDENTIFIED_CUSTOMER',
];

describe('customerErrorMessage', () => {
  it('has a distinct message for every customer error code of the spec', () => {
    expect(Object.keys(CUSTOMER_ERROR_MESSAGES).sort()).toEqual([...SPEC_CODES].sort());
    const messages = SPEC_CODES.map(customerErrorMessage);
    expect(new Set(messages).size).toBe(SPEC_CODES.length);
  });

  it('says the credentials are wrong without saying which one', () => {
    expect(customerErrorMessage('UNIDENTIFIED_CUSTOMER')).toBe('The email or password is incorrect.');
  });

  it('falls back for unknown, missing and inherited keys', () => {
    for (const code of ['SOMETHING_NEW', null, undefined, 'toString', '__proto__']) {
      expect(customerErrorMessage(code)).toBe('Something went wrong. Please try again.');
    }
  });
});
