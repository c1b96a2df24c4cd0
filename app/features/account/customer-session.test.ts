import type {HydrogenSession} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {clearCustomerToken, readCustomerToken, storeCustomerToken} from './customer-session';

function fakeSession() {
  const values = new Map<string, unknown>();
  return {
    values,
    session: {
      get: (key: string) => values.get(key),
      set: (key: string, value: unknown) => void values.set(key, value),
      unset: (key: string) => void values.delete(key),
    } as unknown as HydrogenSession,
  };
}

const NOW = Date.parse('2026-06-01T12:00:00Z');

describe('customer token in the session', () => {
  it('keeps the token and its expiry and reads them back while valid', () => {
    const {session, values} = fakeSession();
    storeCustomerToken(session, {accessToken: 'abc', expiresAt: '2026-06-02T00:00:00Z'});
    expect(values.get('customerAccessToken')).toEqual({accessToken: 'abc', expiresAt: '2026-06-02T00:00:00Z'});
    expect(readCustomerToken(session, NOW)).toEqual({accessToken: 'abc', expiresAt: '2026-06-02T00:00:00Z'});
  });

  it('forgets an expired or unreadable token', () => {
    const {session, values} = fakeSession();
    storeCustomerToken(session, {accessToken: 'abc', expiresAt: '2026-06-01T11:59:59Z'});
    expect(readCustomerToken(session, NOW)).toBeNull();
    expect(values.has('customerAccessToken')).toBe(false);
    values.set('customerAccessToken', {accessToken: 'abc', expiresAt: 'soon'});
    expect(readCustomerToken(session, NOW)).toBeNull();
  });

  it('ignores anything that is not a token record', () => {
    const {session, values} = fakeSession();
    values.set('customerAccessToken', 'bare-string');
    expect(readCustomerToken(session, NOW)).toBeNull();
  });

  it('clears on sign-out', () => {
    const {session, values} = fakeSession();
    storeCustomerToken(session, {accessToken: 'abc', expiresAt: '2026-06-02T00:00:00Z'});
    clearCustomerToken(session);
    expect(values.size).toBe(0);
  });
});
