import {useEffect, useLayoutEffect, useRef} from 'react';
import {useLocation} from 'react-router';
import {DialogFrame} from '~/ui/DialogFrame';
import {cartActions} from '~/features/cart/cart-actions';
import {useCartStore} from '~/features/cart/cart-store';
import {CartEmptyState} from './CartEmptyState';
import {CartEntryList} from './CartEntryList';
import {CartIssueText} from './CartIssueText';
import {CheckoutForm} from './CheckoutForm';

/**
 * Spec §2 cart drawer: a Radix dialog sliding in from the right (focus trapped, and returned to
 * what opened it), titled Cart, with the entries, subtotal, love note, View Cart and Checkout.
 * `open` is the island's (`useDrawerOpen`), a frame or more behind the store.
 */
export function CartDrawer({open}: {open: boolean}) {
  const location = useLocation();
  // Navigating elsewhere closes it. The drawer mounts lazily, often already open: only a later
  // change of page counts.
  const shownOn = useRef(location.pathname);
  useEffect(() => {
    if (shownOn.current === location.pathname) return;
    shownOn.current = location.pathname;
    cartActions.setOpen(false);
  }, [location.pathname]);
  // The drawer opens from an add-to-cart button, not a Radix trigger: remember what had focus
  // (layout effects run before Radix moves focus in) and hand it back on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
  }, [open]);

  return (
    <DialogFrame
      block="cart-drawer"
      title="Cart"
      closeLabel="Close cart"
      open={open}
      onOpenChange={cartActions.setOpen}
      returnFocusTo={returnFocus}
      testId="cart-drawer"
    >
      <CartDrawerContents />
    </DialogFrame>
  );
}

const close = () => cartActions.setOpen(false);

/**
 * What the drawer holds. It reads the cart itself, so a change of quantity re-renders the entries
 * and the subtotal, not the dialog around them (its focus trap, scroll lock and portal).
 */
function CartDrawerContents() {
  const cart = useCartStore((state) => state.cart);
  const loaded = useCartStore((state) => state.loaded);
  const issues = useCartStore((state) => state.issues);
  if (!loaded) return <p className="cart-drawer__loading" role="status">Loading...</p>;
  if (!cart || cart.lines.length === 0) return (
    <>
      <CartIssueText issues={issues} />
      <CartEmptyState onNavigate={close} />
    </>
  );
  return (
    <>
      <div className="cart-drawer__scroll">
        <CartEntryList cart={cart} issues={issues} />
      </div>
      <div className="cart-drawer__footer">
        <CheckoutForm cart={cart} issues={issues} showViewCart onViewCart={close} />
      </div>
    </>
  );
}
