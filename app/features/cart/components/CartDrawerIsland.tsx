import {Suspense, useEffect, useState} from 'react';
import {CART_ADD_START_MARK} from '~/config/cart';
import {browserOnly, lazyIsland} from '~/ui/lazy-island';
import {useDrawerOpen} from './use-drawer-open';
import type {AddedPiece} from '~/features/cart/model/cart-optimistic';

const CartDrawer = lazyIsland(import.meta.env.SSR ? browserOnly : () => import('./CartDrawer').then((m) => m.CartDrawer));
/** The cart's changes: they load with the drawer's code, which imports them, or at an add, whichever comes first. */
const loadCartActions = () => import('~/features/cart/cart-actions').then((m) => m.cartActions);

/**
 * An add to cart starts: marked for the bench's add-to-drawer timing, and the drawer opens at once
 * (with the piece, when the page says what it is) while the add is on its way.
 */
export function beginAddToCart(piece: AddedPiece | null): void {
  performance.mark(CART_ADD_START_MARK);
  void CartDrawer.preload();
  // Ahead of the add's answer: the add's client action imports the same module only after its code has loaded.
  void loadCartActions().then((cartActions) => cartActions.beginAdd(piece));
}

/** Fetches the drawer's code now: a page with an add button, whose drawer a click opens. */
export function preloadCartDrawer(): void {
  void CartDrawer.preload();
}

/**
 * The cart drawer on every page, with its dialog and cart code kept out of the first load: it is
 * fetched when the browser is idle and mounted the first time the drawer opens (closed, a Radix
 * dialog renders nothing, so nothing is lost before that).
 */
export function CartDrawerIsland() {
  // A frame behind the store: the drawer's first mount, and each change, render after the click has painted.
  const open = useDrawerOpen();
  const [mounted, setMounted] = useState(false);
  CartDrawer.usePreloadWhenIdle();
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  if (!mounted && !open) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer.Component open={open} />
    </Suspense>
  );
}
