import {redirect} from 'react-router';
import type {HydrogenSession, Storefront} from '@shopify/hydrogen';
import {clearCustomerToken, readCustomerToken} from '~/features/account/customer-session';
import {loadCustomerAccount, type CustomerAccount} from '~/features/account/customer-storefront.server';

export const SIGN_IN_PATH = '/account/login';

/** Sign-in, then back to the page the shopper asked for (checked again on the way back). */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const params = new URLSearchParams({returnTo: `${url.pathname}${url.search}`});
  return redirect(`${SIGN_IN_PATH}?${params}`);
}

/** The signed-in customer with their orders, or a redirect to sign in (a revoked token is forgotten). */
export async function requireCustomerAccount(request: Request, context: {session: HydrogenSession; storefront: Storefront}): Promise<CustomerAccount> {
  const token = readCustomerToken(context.session);
  if (!token) throw signInRedirect(request);
  const account = await loadCustomerAccount(context.storefront, token.accessToken);
  if (!account) {
    clearCustomerToken(context.session);
    throw signInRedirect(request);
  }
  return account;
}
