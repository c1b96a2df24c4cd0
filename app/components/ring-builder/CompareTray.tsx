import {Suspense, useEffect, useRef, useState} from 'react';
import {COMPARE_MAX} from '~/domain/diamond-compare';
import type {DiamondHit} from '~/domain/diamond-hit';
import {lazyIsland} from '~/lib/lazy-island';

// The side-by-side dialog (Radix Dialog) loads once a stone is chosen to compare, not with the page.
const CompareDialog = lazyIsland(() => import('./CompareDialog').then((m) => m.CompareDialog));

interface CompareTrayProps {
  compared: DiamondHit[];
  onRemove: (hit: DiamondHit) => void;
}

/** How many stones are chosen to compare, and the button that shows them side by side. */
export function CompareTray({compared, onRemove}: CompareTrayProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
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
        ref={trigger}
        type="button"
        className="button"
        disabled={compared.length < 2}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
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
