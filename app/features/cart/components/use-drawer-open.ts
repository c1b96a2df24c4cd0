import {useEffect, useState} from 'react';
import {flushSync} from 'react-dom';
import {useCartStore} from '~/features/cart/cart-store';
import {afterNextPaint} from '~/ui/after-next-paint';

/**
 * Whether the cart drawer is open, as the drawer renders it: behind the store by a frame and by the
 * drawer's code (`whenReady`). The click that opens it (a store update renders synchronously)
 * paints first; right after that frame, once the code is in, the drawer renders at once.
 *
 * Right after: in a task ahead of the React work queued behind the click (for an add, the render of
 * its form submission). At once: `flushSync`. Otherwise the update has React's default lane, which
 * does not interrupt a transition under way, and for an add clicked soon after load React Router's
 * transition for the add's submission re-renders the page: the drawer waited for it and, rendered
 * before its code was in, for its retry after that. Neither `useDeferredValue` nor a transition
 * either: the first ranks below the page's leftover hydration, the second joins React Router's.
 * Click to the drawer shown, 20 adds clicked as soon as a product page hydrated: median 82 ms and
 * p75 171 before, 38 and 50 with this and the drawer's code preloaded whole (docs/decisions/0020).
 */
export function useDrawerOpen(whenReady: () => Promise<unknown>): boolean {
  const open = useCartStore((state) => state.open);
  const [shown, setShown] = useState(open);
  useEffect(() => {
    if (shown === open) return;
    const cancel = new AbortController();
    afterNextPaint(() => {
      // A failed load renders all the same: the island's Suspense shows what its lazy code does then.
      void whenReady()
        .catch(() => undefined)
        .then(() => {
          if (!cancel.signal.aborted) flushSync(() => setShown(open));
        });
    }, cancel.signal);
    return () => cancel.abort();
  }, [open, shown, whenReady]);
  return shown;
}
