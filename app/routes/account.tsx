import {Outlet} from 'react-router';
import type {Route} from './+types/account';
import type {RouteHandle} from '~/lib/route-handle';
import {AccountLayout} from '~/components/layout/AccountLayout';

export const handle: RouteHandle = {pageType: 'Custom Page', layout: 'account'};

/** The store-name defaults from the root, kept out of search results. */
export const meta: Route.MetaFunction = ({matches}) => [
  ...(matches.find((match) => match?.id === 'root')?.meta ?? []),
  {name: 'robots', content: 'noindex'},
];

export default function Account() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
