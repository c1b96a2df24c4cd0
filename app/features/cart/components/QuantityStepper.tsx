import {useId} from 'react';
import {cartActions} from '~/features/cart/cart-actions';
import {afterNextPaint} from '~/ui/after-next-paint';
import {CartActionForm} from './CartActionForm';

/**
 * Spec §5: minus is disabled at 1 (removing is its own action); plus stops at `max`, the per-line
 * limit, and says so beside it.
 *
 * A step applies right after the click's own frame is painted: the cart then renders in full (a
 * store update is synchronous in React), the new number with the line's price, the totals and
 * the badge, without holding up the click's paint.
 */
export function QuantityStepper({itemId, quantity, itemName, max}: {itemId: string; quantity: number; itemName: string; max: number}) {
  const limitId = useId();
  const atLimit = quantity >= max;
  const step = (next: number) => (
    <CartActionForm intent="quantity" fields={{lineId: itemId, quantity: String(next)}} onAction={() => afterNextPaint(() => cartActions.changeQuantity(itemId, next))}>
      <button
        type="submit"
        className="icon-button quantity-stepper__button"
        disabled={next < 1 || next > max}
        aria-label={`${next < quantity ? 'Decrease' : 'Increase'} quantity of ${itemName}`}
        aria-describedby={next > quantity && atLimit ? limitId : undefined}
      >
        {next < quantity ? '−' : '+'}
      </button>
    </CartActionForm>
  );
  return (
    <>
      <div className="quantity-stepper" role="group" aria-label={`Quantity of ${itemName}`}>
        {step(quantity - 1)}
        <output className="quantity-stepper__value" aria-label="Quantity" aria-live="polite" data-testid="item-quantity">
          {quantity}
        </output>
        {step(quantity + 1)}
      </div>
      {atLimit ? (
        <p id={limitId} className="quantity-stepper__limit" data-testid="quantity-limit">
          Limit {max} per order
        </p>
      ) : null}
    </>
  );
}
