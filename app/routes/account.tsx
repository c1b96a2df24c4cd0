import {Outlet} from 'react-router';
import type {Route} from './+types/account';
import type {RouteHandle} from '~/lib/route-handle';
import {AccountLayout} from '~/components/layout/AccountLayout';
import {assertCustomerAccountsOpen} from '~/lib/customer-accounts-gate';

export const handle: RouteHandle = {pageType: 'Custom Page', layout: 'account'};

/** The store-name defaults from the root, kept out of search results. */
export const meta: Route.MetaFunction = ({matches}) => [
  ...(matches.find((match) => match?.id === 'root')?.meta ?? []),
  {name: 'robots', content: 'noindex'},
];

export function loader({context}: Route.LoaderArgs) {
  assertCustomerAccountsOpen(context.env);
  return null;
}

export default function Account() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
