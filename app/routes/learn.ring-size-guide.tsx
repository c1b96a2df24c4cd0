import type {Route} from './+types/learn.ring-size-guide';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {routeSheetLinks} from '~/styles/route-sheets';
import {RingSizeGuide} from '~/features/catalog/components/RingSizeGuide';
import {ringSizeChart} from '~/features/catalog/model/ring-sizes';
import {seoMeta} from '~/platform/seo';

export const handle: RouteHandle = {pageType: 'Custom Page', sheets: ['ring-size-guide']};

export const links: Route.LinksFunction = () => routeSheetLinks(handle);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {title: 'Ring Size Guide', description: 'US ring sizes 3 to 13 in millimeters, how to measure, and a ring sizer to print.'});

export default function RingSizeGuidePage() {
  return <RingSizeGuide rows={ringSizeChart()} />;
}
