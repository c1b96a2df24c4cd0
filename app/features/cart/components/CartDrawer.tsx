import {useEffect, useLayoutEffect, useRef} from 'react';
import {useLocation} from 'react-router';
import {DialogFrame} from '~/ui/DialogFrame';
import {cartActions, useCartStore} from '~/features/cart/cart-store';
import {CartEmptyState} from './CartEmptyState';
import {CartEntryList} from './CartEntryList';
import {CartIssueText} from './CartIssueText';
import {CheckoutForm} from './CheckoutForm';

/**
 * Spec §2 cart drawer: a Radix dialog sliding in from the right (focus trapped, and returned to
 * what opened it), titled Cart, with the entries, subtotal, love note, View Cart and Checkout.
 */
export function CartDrawer() {
  const open = useCartStore((state) => state.open);
  const cart = useCartStore((state) => state.cart);
  const loaded = useCartStore((state) => state.loaded);
  const issues = useCartStore((state) => state.issues);
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
  const close = () => cartActions.setOpen(false);

  let body: React.ReactNode;
  if (!loaded) body = <p className="cart-drawer__loading" role="status">Loading...</p>;
  else if (!cart || cart.lines.length === 0) body = (
    <>
      <CartIssueText issues={issues} />
      <CartEmptyState onNavigate={close} />
    </>
  );
  else body = (
    <>
      <div className="cart-drawer__scroll">
        <CartEntryList cart={cart} issues={issues} />
      </div>
      <div className="cart-drawer__footer">
        <CheckoutForm cart={cart} issues={issues} showViewCart onViewCart={close} />
      </div>
    </>
  );

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
      {body}
    </DialogFrame>
  );
}
