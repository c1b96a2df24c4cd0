import {useEffect, useState} from 'react';
import {useCartStore} from '~/features/cart/cart-store';

/**
 * Whether the cart drawer is open, as the drawer renders it: one frame behind the store. The click
 * that opens it (a store update renders synchronously) paints first, and the drawer renders in the
 * task after that frame. Neither `useDeferredValue` nor a transition: the first's lane ranks below
 * the page's leftover hydration, and the second joins React Router's transition for the add's form
 * submission, which re-renders the whole page; with either, an add clicked soon after load showed
 * the drawer 200-250 ms later than this.
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
