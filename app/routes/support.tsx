import {Outlet} from 'react-router';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {SupportLayout} from '~/features/chrome/components/SupportLayout';

export const handle: RouteHandle = {pageType: 'Custom Page', layout: 'support'};

export default function Support() {
  return (
    <SupportLayout>
      <Outlet />
    </SupportLayout>
  );
}
