import {Suspense} from 'react';
import type {DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import {pushDataLayerEvent} from '~/features/analytics/data-layer';
import {browserOnly, lazyIsland} from '~/ui/lazy-island';
import {useLazyDialog} from '~/ui/hooks/use-lazy-dialog';

// The dialog (Radix Dialog and the stone's facts) loads when the shopper reaches for a Details button.
const DiamondDetailDialog = lazyIsland(import.meta.env.SSR ? browserOnly : () => import('./DiamondDetailDialog').then((m) => m.DiamondDetailDialog));

const TYPE_LABELS: Record<DiamondHit['type'], string> = {natural: 'Natural Diamond', lab: 'Lab Diamond', moissanite: 'Moissanite'};

/** Spec §7 viewContent: opening a stone's detail is viewing it, as a product page is. */
function pushViewContent(hit: DiamondHit, title: string) {
  pushDataLayerEvent({
    event: 'viewContent',
    contentIds: [hit.productId ?? hit.variantId],
    contentName: title,
    contentType: TYPE_LABELS[hit.type],
    value: hit.total_sales_price,
    currency: 'USD',
  });
}

interface DiamondDetailsProps {
  hit: DiamondHit;
  title: string;
  onSelect: (hit: DiamondHit) => void;
}

/** A stone's Details button and the dialog it opens. */
export function DiamondDetails({hit, title, onSelect}: DiamondDetailsProps) {
  const {open, setOpen, requested, trigger, triggerProps} = useLazyDialog(() => pushViewContent(hit, title));
  return (
    <>
      <button
        {...triggerProps}
        className="builder-link"
        aria-label={`Details of ${title}, stock ${hit.stockNumber}`}
        onPointerEnter={() => void DiamondDetailDialog.preload()}
        onFocus={() => void DiamondDetailDialog.preload()}
      >
        Details
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <DiamondDetailDialog.Component hit={hit} title={title} open={open} onOpenChange={setOpen} onSelect={onSelect} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
