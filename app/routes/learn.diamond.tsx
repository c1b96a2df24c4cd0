import {Outlet} from 'react-router';
import type {RouteHandle} from '~/lib/route-handle';
import {EducationLayout} from '~/components/layout/EducationLayout';

export const handle: RouteHandle = {pageType: 'Custom Page', layout: 'diamond-education'};

export default function DiamondEducation() {
  return (
    <EducationLayout>
      <Outlet />
    </EducationLayout>
  );
}
