import {Suspense, useEffect, useState} from 'react';
import {CART_ADD_START_MARK} from '~/config/cart';
import {browserOnly, lazyIsland} from '~/ui/lazy-island';
import {useDrawerOpen} from './use-drawer-open';
import type {AddedPiece} from '~/features/cart/model/cart-optimistic';
import type {cartActions} from '~/features/cart/cart-actions';

/** The cart's changes, once loaded: the drawer's code loads them too, so an add begins in its click. */
let loadedCartActions: typeof cartActions | null = null;
const loadCartActions = () =>
  import('~/features/cart/cart-actions').then((module) => {
    loadedCartActions = module.cartActions;
    return module.cartActions;
  });

const loadCartSheet = () => import('~/styles/load-route-sheet').then((sheets) => sheets.loadRouteSheet('cart'));

/** The drawer, once its code, the cart's changes and its styles (the cart sheet) are in. */
async function loadCartDrawer() {
  const [module] = await Promise.all([import('./CartDrawer'), loadCartActions(), loadCartSheet()]);
  return module.CartDrawer;
}

const CartDrawer = lazyIsland(import.meta.env.SSR ? browserOnly : loadCartDrawer);

/**
 * An add to cart starts: marked for the bench's add-to-drawer timing, and the drawer opens at once
 * (with the piece, when the page says what it is) while the add is on its way.
 */
export function beginAddToCart(piece: AddedPiece | null): void {
  performance.mark(CART_ADD_START_MARK);
  void CartDrawer.preload();
  // In the click's own event, as a discrete update: begun later, the drawer waited behind the
  // render of the add's form submission (click to drawer 40 -> 70 ms). Still ahead of the add's
  // answer when the code is not here yet: the add's client action loads after the click.
  if (loadedCartActions) loadedCartActions.beginAdd(piece);
  else void loadCartActions().then((actions) => actions.beginAdd(piece));
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
  // Behind the store by a frame and by the drawer's code: the drawer's first mount, and each change,
  // render after the click has painted, in one go.
  const open = useDrawerOpen(CartDrawer.preload);
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
