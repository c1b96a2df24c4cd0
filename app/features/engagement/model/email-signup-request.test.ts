import {describe, expect, it} from 'vitest';
import {parseEmailSignup} from './email-signup-request';

describe('parseEmailSignup', () => {
  it('accepts a trimmed email', () => {
    expect(parseEmailSignup({email: ' ada@example.com '})).toEqual({ok: true, email: 'ada@example.com'});
  });

  it('names a missing or malformed email', () => {
    expect(parseEmailSignup({})).toEqual({ok: false, error: 'Enter your email address.'});
    expect(parseEmailSignup({email: 'ada'})).toEqual({ok: false, error: 'Enter a valid email address.'});
  });
});
