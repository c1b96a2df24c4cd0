import {Outlet} from 'react-router';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {EducationLayout} from '~/features/chrome/components/EducationLayout';

export const handle: RouteHandle = {pageType: 'Custom Page', layout: 'diamond-education'};

export default function DiamondEducation() {
  return (
    <EducationLayout>
      <Outlet />
    </EducationLayout>
  );
}
