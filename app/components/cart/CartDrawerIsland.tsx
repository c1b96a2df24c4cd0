import {Suspense, useEffect, useState} from 'react';
import {useRevalidator, useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import {CART_ADD_START_MARK} from '~/config/cart';
import {lazyIsland} from '~/lib/lazy-island';
import {useCartStore} from '~/stores/cart-store';

const CartDrawer = lazyIsland(() => import('./CartDrawer').then((m) => m.CartDrawer));

/**
 * An add to cart starts: marked for the bench's add-to-drawer timing, and the drawer's code is
 * fetched while the add is on its way.
 */
export function beginAddToCart(): void {
  performance.mark(CART_ADD_START_MARK);
  void CartDrawer.preload();
}

/** Keeps the header badge (root loader data) in step once the drawer's changes have settled. */
function useBadgeSync() {
  const root = useRouteLoaderData<RootLoader>('root');
  const revalidator = useRevalidator();
  // The badge counts the entries the drawer shows (the root loader counts them with the same grouping).
  const entryCount = useCartStore((state) => (state.pending.length === 0 && state.loaded ? (state.cart?.lines.length ?? 0) : undefined));
  const version = useCartStore((state) => state.version);
  const [shownCount, setShownCount] = useState<number>();
  const streamed = root?.cartEntryCount;
  useEffect(() => {
    let current = true;
    void Promise.resolve(streamed).then((count) => current && setShownCount(count));
    return () => {
      current = false;
    };
  }, [streamed]);
  useEffect(() => {
    if (entryCount === undefined || shownCount === undefined || entryCount === shownCount) return;
    if (revalidator.state === 'idle') void revalidator.revalidate();
    // Only a settled change of the entry count matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entryCount, version, shownCount]);
}

/**
 * The cart drawer on every page, with its dialog and cart code kept out of the first load: it is
 * fetched when the browser is idle and mounted the first time the drawer opens (closed, a Radix
 * dialog renders nothing, so nothing is lost before that).
 */
export function CartDrawerIsland() {
  const open = useCartStore((state) => state.open);
  const [mounted, setMounted] = useState(false);
  useBadgeSync();
  CartDrawer.usePreloadWhenIdle();
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);
  if (!mounted && !open) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer.Component />
    </Suspense>
  );
}
