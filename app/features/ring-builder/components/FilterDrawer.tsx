import {Suspense} from 'react';
import {browserOnly, lazyIsland} from '~/ui/lazy-island';
import {useLazyDialog} from '~/ui/hooks/use-lazy-dialog';

// The drawer (Radix Dialog) loads when the browser is idle or on the first press, not with the page.
const FilterDrawerDialog = lazyIsland(import.meta.env.SSR ? browserOnly : () => import('./FilterDrawerDialog').then((m) => m.FilterDrawerDialog));

interface FilterDrawerProps {
  activeCount: number;
  onClearAll: () => void;
}

/** Below 1024 px the filters live in a bottom drawer behind `Filters (N)` (spec §2). */
export function FilterDrawer({activeCount, onClearAll}: FilterDrawerProps) {
  const {open, setOpen, requested, trigger, triggerProps} = useLazyDialog();
  FilterDrawerDialog.usePreloadWhenIdle();
  return (
    <>
      <button
        {...triggerProps}
        className="button builder-secondary filter-drawer__trigger"
      >
        {`Filters (${activeCount})`}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <FilterDrawerDialog.Component open={open} onOpenChange={setOpen} onClearAll={onClearAll} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
