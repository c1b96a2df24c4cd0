import {Outlet} from 'react-router';
import type {RouteHandle} from '~/lib/route-handle';
import {SupportLayout} from '~/components/layout/SupportLayout';

export const handle: RouteHandle = {pageType: 'Custom Page', layout: 'support'};

export default function Support() {
  return (
    <SupportLayout>
      <Outlet />
    </SupportLayout>
  );
}
