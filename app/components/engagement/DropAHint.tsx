import {Suspense, useRef, useState} from 'react';
import {lazyIsland} from '~/lib/lazy-island';
import {useFeatureFlag} from '~/lib/use-feature-flag';

// The dialog, its form and the form's validation load when the shopper reaches for the button,
// not with the product page.
const DropAHintDialog = lazyIsland(() => import('./DropAHintDialog').then((m) => m.DropAHintDialog));

/** Spec drop a hint (flag dropAHint): tells someone about this piece, by name and link only. */
export function DropAHint({productTitle, productPath}: {productTitle: string; productPath: string}) {
  const enabled = useFeatureFlag('dropAHint');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  if (!enabled) return null;

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="link-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void DropAHintDialog.preload()}
        onFocus={() => void DropAHintDialog.preload()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Drop a hint
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <DropAHintDialog.Component productTitle={productTitle} productPath={productPath} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
