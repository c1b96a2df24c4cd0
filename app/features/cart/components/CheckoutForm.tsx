import {memo} from 'react';
import {Link} from 'react-router';
import type {CartView} from '~/features/cart/model/cart-view';
import {formatMoney} from '~/features/catalog/model/money';
import {holdsAnOrder} from '~/features/catalog/model/for-sale';
import {canCheckout} from '~/features/cart/model/required-options';
import {pushDataLayerEvent} from '~/features/analytics/data-layer';
import {checkoutPressedEvent} from '~/features/analytics/model/checkout-pressed-event';
import type {CartIssue} from '~/features/cart/model/cart-issues';
import {appliedDiscounts} from '~/features/cart/model/cart-code-rules';
import {CartCodes} from './CartCodes';
import {cartActions} from '~/features/cart/cart-actions';
import {useCartStore} from '~/features/cart/cart-store';
import {LoveNoteBox} from './LoveNoteBox';

/** Memoized: a change of quantity re-renders the figures, not the router hooks of this link. */
const ViewCartLink = memo(function ViewCartLink({onClick}: {onClick?: () => void}) {
  return (
    <Link to="/shop/cart" className="button button--light" onClick={onClick}>
      View Cart
    </Link>
  );
});

interface CheckoutFormProps {
  cart: CartView;
  /** The cart's issues: those about a code box show beside it. */
  issues: CartIssue[];
  /** The drawer links to the full cart page; the page itself does not. */
  showViewCart?: boolean;
  onViewCart?: () => void;
  children?: React.ReactNode;
}

/**
 * Subtotal, discount codes and gift cards, love note and the checkout form post (spec §2, §7). Checkout waits for every required
 * option (§5); adds and changes on their way are saved before the shopper leaves.
 */
export function CheckoutForm({cart, issues, showViewCart = false, onViewCart, children}: CheckoutFormProps) {
  const ready = canCheckout(cart);
  // A free gift alone is not an order; otherwise what waits is a required option.
  const blocked = ready ? null : holdsAnOrder(cart) ? 'Choose the options marked *Required to check out.' : 'Add a piece to your cart to check out.';
  // The code boxes are forms of their own, so they sit beside the checkout form, not in it.
  return (
    <div className="checkout-form">
      <p className="checkout-form__subtotal">
        <span>Subtotal</span>
        <strong data-testid="cart-subtotal">{formatMoney(cart.subtotalAmount)}</strong>
      </p>
      {children}
      <CartCodes cart={cart} issues={issues} />
      <form
        method="post"
        action="/api/checkout"
        className="checkout-form__form"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          pushDataLayerEvent(checkoutPressedEvent(appliedDiscounts(cart), cart.subtotalAmount.currencyCode));
          // An add or change still on its way is saved first; one refused may leave nothing to check out.
          void cartActions.flush().then(() => {
            const {loaded, cart: saved} = useCartStore.getState();
            if (canCheckout(loaded ? saved : cart)) form.submit();
          });
        }}
      >
        <LoveNoteBox note={cart.requestedLoveNote} />
        {blocked ? (
          <p className="checkout-form__blocked" id="checkout-blocked">
            {blocked}
          </p>
        ) : null}
        <div className="checkout-form__actions">
          {showViewCart ? <ViewCartLink onClick={onViewCart} /> : null}
          <button type="submit" className="button" disabled={!ready} aria-describedby={ready ? undefined : 'checkout-blocked'}>
            Checkout
          </button>
        </div>
      </form>
    </div>
  );
}
