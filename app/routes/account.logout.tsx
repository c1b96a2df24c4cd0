import {redirect} from 'react-router';
import type {Route} from './+types/account.logout';
import {assertSameOrigin} from '~/platform/same-origin';
import {assertCustomerAccountsOpen} from '~/features/account/customer-accounts-gate';
import {clearCustomerToken, readCustomerToken} from '~/features/account/customer-session';
import {signOutCustomer} from '~/features/account/customer-storefront.server';

export async function action({request, context}: Route.ActionArgs) {
  assertCustomerAccountsOpen(context.appEnv);
  assertSameOrigin(request);
  const token = readCustomerToken(context.session);
  clearCustomerToken(context.session);
  if (token) await signOutCustomer(context.storefront, token.accessToken);
  return redirect('/');
}

/** Sign-out is a POST; a visited URL just goes home. */
export function loader() {
  return redirect('/');
}
