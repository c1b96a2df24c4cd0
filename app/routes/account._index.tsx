import {redirect} from 'react-router';
import type {Route} from './+types/account._index';
import {ACCOUNT_LINKS} from '~/config/site-links';
import {assertCustomerAccountsOpen} from '~/features/account/customer-accounts-gate';

// Loaders run side by side, so this one cannot rely on the layout's flag check.
export function loader({context}: Route.LoaderArgs) {
  assertCustomerAccountsOpen(context.appEnv);
  return redirect(ACCOUNT_LINKS[0]!.to);
}

// A component makes this a page route, so the flag's 404 renders the site's not-found page for a
// browser instead of a resource route's bare body. The loader always redirects before it renders.
export default function AccountIndex() {
  return null;
}
