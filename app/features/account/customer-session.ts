import type {HydrogenSession} from '@shopify/hydrogen';
import {CUSTOMER_TOKEN_SESSION_KEY} from '~/config/session';

/** Spec §3 customer access token, kept only in the signed HttpOnly session cookie. */
export interface CustomerToken {
  accessToken: string;
  expiresAt: string;
}

function isCustomerToken(value: unknown): value is CustomerToken {
  return (
    !!value &&
    typeof value === 'object' &&
    'accessToken' in value &&
    typeof value.accessToken === 'string' &&
    'expiresAt' in value &&
    typeof value.expiresAt === 'string'
  );
}

/** The signed-in customer's token, or null; an expired one is dropped so checkout stops using it. */
export function readCustomerToken(session: HydrogenSession, now = Date.now()): CustomerToken | null {
  const stored: unknown = session.get(CUSTOMER_TOKEN_SESSION_KEY);
  if (!isCustomerToken(stored)) return null;
  if (!(Date.parse(stored.expiresAt) > now)) {
    session.unset(CUSTOMER_TOKEN_SESSION_KEY);
    return null;
  }
  return stored;
}

export function storeCustomerToken(session: HydrogenSession, token: CustomerToken): void {
  session.set(CUSTOMER_TOKEN_SESSION_KEY, {accessToken: token.accessToken, expiresAt: token.expiresAt});
}

export function clearCustomerToken(session: HydrogenSession): void {
  session.unset(CUSTOMER_TOKEN_SESSION_KEY);
}
