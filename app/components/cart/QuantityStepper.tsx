import {MAX_QUANTITY_PER_LINE} from '~/config/cart';
import {cartActions} from '~/stores/cart-store';
import {CartActionForm} from './CartActionForm';

/** Spec §5: minus is disabled at 1 (removing is its own action); plus stops at the line maximum. */
export function QuantityStepper({itemId, quantity, itemName}: {itemId: string; quantity: number; itemName: string}) {
  const step = (next: number) => (
    <CartActionForm intent="quantity" fields={{lineId: itemId, quantity: String(next)}} onAction={() => cartActions.changeQuantity(itemId, next)}>
      <button
        type="submit"
        className="icon-button quantity-stepper__button"
        disabled={next < 1 || next > MAX_QUANTITY_PER_LINE}
        aria-label={`${next < quantity ? 'Decrease' : 'Increase'} quantity of ${itemName}`}
      >
        {next < quantity ? '−' : '+'}
      </button>
    </CartActionForm>
  );
  return (
    <div className="quantity-stepper" role="group" aria-label={`Quantity of ${itemName}`}>
      {step(quantity - 1)}
      <output className="quantity-stepper__value" aria-label="Quantity" aria-live="polite" data-testid="item-quantity">
        {quantity}
      </output>
      {step(quantity + 1)}
    </div>
  );
}
