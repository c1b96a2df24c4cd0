import {Suspense} from 'react';
import {browserOnly, lazyIsland} from '~/ui/lazy-island';
import {useLazyDialog} from '~/ui/hooks/use-lazy-dialog';
import {useFeatureFlag} from '~/platform/use-feature-flag';
import type {HintedPiece} from '~/features/engagement/model/hint-piece';

// The dialog, its form and the form's validation load when the shopper reaches for the button,
// not with the product page.
const DropAHintDialog = lazyIsland(import.meta.env.SSR ? browserOnly : () => import('./DropAHintDialog').then((m) => m.DropAHintDialog));

/** Spec drop a hint (flag dropAHint): tells someone about this piece, by name and link only. */
export function DropAHint(piece: HintedPiece) {
  const enabled = useFeatureFlag('dropAHint');
  const {open, setOpen, requested, trigger, triggerProps} = useLazyDialog();

  if (!enabled) return null;

  return (
    <>
      <button
        {...triggerProps}
        className="link-button"
        onPointerEnter={() => void DropAHintDialog.preload()}
        onFocus={() => void DropAHintDialog.preload()}
      >
        Drop a hint
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <DropAHintDialog.Component piece={piece} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
