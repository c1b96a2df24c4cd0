import {Suspense, useRef, useState} from 'react';
import {lazyIsland} from '~/lib/lazy-island';

// The drawer (Radix Dialog) loads when the browser is idle or on the first press, not with the page.
const FilterDrawerDialog = lazyIsland(() => import('./FilterDrawerDialog').then((m) => m.FilterDrawerDialog));

interface FilterDrawerProps {
  activeCount: number;
  onClearAll: () => void;
}

/** Below 1024 px the filters live in a bottom drawer behind `Filters (N)` (spec §2). */
export function FilterDrawer({activeCount, onClearAll}: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  FilterDrawerDialog.usePreloadWhenIdle();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button builder-secondary filter-drawer__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
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
