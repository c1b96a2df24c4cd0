import {Outlet} from 'react-router';
import type {RouteHandle} from '~/lib/route-handle';
import {AccountLayout} from '~/components/layout/AccountLayout';

export const handle: RouteHandle = {pageType: 'Custom Page', layout: 'account'};

export const meta = () => [{name: 'robots', content: 'noindex'}];

export default function Account() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
