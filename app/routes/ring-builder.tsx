import {Outlet, type LinksFunction, type LoaderFunctionArgs} from 'react-router';
import {FINANCING_PLANS_QUERY} from '~graphql/cart';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {routeSheetLinks} from '~/styles/route-sheets';
import {BuilderProgress} from '~/features/ring-builder/components/BuilderProgress';
import {useRingBuilderHydrated} from '~/features/ring-builder/hooks/use-ring-builder-hydrated';

export const handle: RouteHandle = {pageType: 'Custom Page', sheets: ['product', 'ring-builder']};

export const links: LinksFunction = () => routeSheetLinks(handle);

/**
 * Instalment plans for the "as low as" prices on every step, where certificates link to and the
 * finished ring's picture template; the builder's choices live in the browser.
 */
export async function loader({context}: LoaderFunctionArgs) {
  const {storefront, appEnv} = context;
  const financing = await storefront.query(FINANCING_PLANS_QUERY, {cache: storefront.CacheLong()});
  return {
    financingPlans: financing.shop.shopPayInstallmentsPricing?.financingPlans ?? [],
    certificateReportUrl: appEnv.PUBLIC_CERTIFICATE_REPORT_URL || null,
    ringPictureUrl: appEnv.PUBLIC_RING_PICTURE_URL || null,
  };
}

export default function RingBuilderLayout() {
  const hydrated = useRingBuilderHydrated();
  return (
    <div className="ring-builder" data-hydrated={hydrated || undefined}>
      <BuilderProgress />
      <Outlet />
    </div>
  );
}
