import {useEffect, useState} from 'react';
import {useCartStore} from '~/features/cart/cart-store';

/**
 * Whether the cart drawer is open, as the drawer renders it: one frame behind the store. The click
 * that opens it (a store update renders synchronously) paints first, and the drawer renders in the
 * task after that frame. Neither `useDeferredValue` nor a transition: the first's lane ranks below
 * the page's leftover hydration, and the second joins React Router's transition for the add's form
 * submission, which re-renders the whole page. For an add clicked soon after load, the bench's
 * probe showed the drawer 146-157 ms (deferred) and 360-390 ms (transition) after the click, and
 * 66-78 ms with this.
 */
export function useDrawerOpen(): boolean {
  const open = useCartStore((state) => state.open);
  const [shown, setShown] = useState(open);
  useEffect(() => {
    if (shown === open) return;
    const frame = requestAnimationFrame(() => setShown(open));
    return () => cancelAnimationFrame(frame);
  }, [open, shown]);
  return shown;
}
