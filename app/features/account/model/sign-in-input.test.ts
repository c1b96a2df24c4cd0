import {describe, expect, it} from 'vitest';
import {parseSignInForm} from './sign-in-input';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe('parseSignInForm', () => {
  it('accepts an email and password, trimming the email only', () => {
    expect(parseSignInForm(form({email: ' ada@example.com ', password: ' pw ', returnTo: '/account/details'}))).toEqual({
      ok: true,
      input: {email: 'ada@example.com', password: ' pw ', returnTo: '/account/details'},
    });
  });

  it('names each missing field', () => {
    expect(parseSignInForm(form({}))).toEqual({
      ok: false,
      fieldErrors: {email: 'Enter your email address.', password: 'Enter your password.'},
    });
  });

  it('refuses an address that is not an email', () => {
    const result = parseSignInForm(form({email: 'ada', password: 'x'}));
    expect(result).toEqual({ok: false, fieldErrors: {email: 'Enter a valid email address.'}});
  });
});
