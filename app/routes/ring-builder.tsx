import {Outlet} from 'react-router';
import type {RouteHandle} from '~/lib/route-handle';
import {BuilderProgress} from '~/components/ring-builder/BuilderProgress';
import {useRingBuilderHydrated} from '~/components/ring-builder/use-ring-builder-hydrated';

export const handle: RouteHandle = {pageType: 'Custom Page'};

export default function RingBuilderLayout() {
  const hydrated = useRingBuilderHydrated();
  return (
    <div className="ring-builder" data-hydrated={hydrated || undefined}>
      <BuilderProgress />
      <Outlet context={{hydrated}} />
    </div>
  );
}
