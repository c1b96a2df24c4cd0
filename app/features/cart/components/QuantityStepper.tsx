import {useId, useState} from 'react';
import {cartActions} from '~/features/cart/cart-actions';
import {afterNextPaint} from '~/ui/after-next-paint';
import {CartActionForm} from './CartActionForm';

/**
 * Spec §5: minus is disabled at 1 (removing is its own action); plus stops at `max`, the per-line
 * limit, and says so beside it.
 *
 * A step shows its number in the click's own frame; the cart's update (the line's price, the
 * totals, the badge) renders right after that paint, as the cart renders in full synchronously.
 */
export function QuantityStepper({itemId, quantity: stored, itemName, max}: {itemId: string; quantity: number; itemName: string; max: number}) {
  const limitId = useId();
  const [quantity, setQuantity] = useState(stored);
  const [lastStored, setLastStored] = useState(stored);
  if (stored !== lastStored) {
    setLastStored(stored);
    setQuantity(stored);
  }
  const atLimit = quantity >= max;
  const change = (next: number) => {
    setQuantity(next);
    afterNextPaint(() => cartActions.changeQuantity(itemId, next));
  };
  const step = (next: number) => (
    <CartActionForm intent="quantity" fields={{lineId: itemId, quantity: String(next)}} onAction={() => change(next)}>
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
