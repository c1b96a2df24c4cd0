import {redirect} from 'react-router';
import type {Route} from './+types/account.logout';
import {assertSameOrigin} from '~/lib/same-origin';
import {assertCustomerAccountsOpen} from '~/lib/customer-accounts-gate';
import {clearCustomerToken, readCustomerToken} from '~/lib/customer-session';
import {signOutCustomer} from '~/lib/customer-storefront';

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
