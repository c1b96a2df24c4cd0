import {redirect} from 'react-router';
import type {Route} from './+types/account.logout';
import {assertSameOrigin} from '~/lib/same-origin';
import {assertCustomerAccountsOpen} from '~/lib/customer-accounts-gate';

/** Where a signed-in customer's token would live in the session. */
const CUSTOMER_TOKEN_KEY = 'customerAccessToken';

export async function action({request, context}: Route.ActionArgs) {
  assertCustomerAccountsOpen(context.env);
  assertSameOrigin(request);
  context.session.unset(CUSTOMER_TOKEN_KEY);
  return redirect('/');
}

/** Sign-out is a POST; a visited URL just goes home. */
export function loader() {
  return redirect('/');
}
