import {Suspense, useEffect} from 'react';
import {COMPARE_MAX} from '~/features/ring-builder/model/diamond-compare';
import type {DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import {browserOnly, lazyIsland} from '~/ui/lazy-island';
import {useLazyDialog} from '~/ui/hooks/use-lazy-dialog';

// The side-by-side dialog (Radix Dialog) loads once a stone is chosen to compare, not with the page.
const CompareDialog = lazyIsland(import.meta.env.SSR ? browserOnly : () => import('./CompareDialog').then((m) => m.CompareDialog));

interface CompareTrayProps {
  compared: DiamondHit[];
  onRemove: (hit: DiamondHit) => void;
}

/** How many stones are chosen to compare, and the button that shows them side by side. */
export function CompareTray({compared, onRemove}: CompareTrayProps) {
  const {open, setOpen, requested, trigger, triggerProps} = useLazyDialog();
  const shown = compared.length > 0;
  useEffect(() => {
    if (shown) void CompareDialog.preload();
  }, [shown]);
  if (!shown) return null;
  return (
    <div className="compare-tray" role="region" aria-label="Compare diamonds">
      <span>
        {compared.length} of {COMPARE_MAX} chosen to compare
      </span>
      <button
        {...triggerProps}
        className="button"
        disabled={compared.length < 2}
      >
        {`Compare (${compared.length})`}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <CompareDialog.Component compared={compared} onRemove={onRemove} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </div>
  );
}
