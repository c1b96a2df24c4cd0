import {CARE_PLAN_US_ONLY_NOTE} from '~/config/care-plans';
import {carePlanItemOf} from '~/features/cart/model/cart-optimistic';
import type {CartEntry, CarePlanSummary} from '~/features/cart/model/cart-view';
import {formatMoney} from '~/features/catalog/model/money';
import {cartActions} from '~/features/cart/cart-store';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import {CartActionForm} from './CartActionForm';
import {CarePlansDialog} from './CarePlansDialog';

interface CarePlanPickerProps {
  entry: CartEntry;
  anchorItemId: string;
  plans: CarePlanSummary[];
}

/**
 * The entry's care-plan choice (spec §2, §4): the free limited warranty is always included, a paid
 * plan can be added, changed or removed. Changes apply at once.
 */
export function CarePlanPicker({entry, anchorItemId, plans}: CarePlanPickerProps) {
  const hydrated = useHydrated();
  const selected = carePlanItemOf(entry)?.variantId ?? '';
  const included = plans.find((plan) => plan.isFree);
  const choose = (variantId: string) => {
    const plan = entry.applicableCarePlans.find((p) => p.shopifyProductVariantId === variantId) ?? null;
    if ((plan?.shopifyProductVariantId ?? '') !== selected) cartActions.setCarePlan(entry.id, plan);
  };

  return (
    <CartActionForm
      intent="care-plan"
      fields={{lineId: anchorItemId}}
      onAction={(form) => choose(new FormData(form).get('carePlanVariantId')?.toString() ?? '')}
      className="care-plan-picker"
    >
      <fieldset>
        <legend className="care-plan-picker__legend">Protection plan</legend>
        <label className="care-plan-picker__choice">
          <input type="radio" name="carePlanVariantId" value="" checked={selected === ''} onChange={() => choose('')} />
          <span>{included?.name ?? 'Limited Warranty'}</span>
          <span className="care-plan-picker__price">Included</span>
        </label>
        {entry.applicableCarePlans.map((plan) => (
          <label key={plan.shopifyProductVariantId} className="care-plan-picker__choice" data-testid="care-plan-choice">
            <input
              type="radio"
              name="carePlanVariantId"
              value={plan.shopifyProductVariantId}
              checked={selected === plan.shopifyProductVariantId}
              onChange={() => choose(plan.shopifyProductVariantId)}
            />
            <span>{plan.name}</span>
            <span className="care-plan-picker__price">{formatMoney(plan.price)}</span>
          </label>
        ))}
      </fieldset>
      <div className="care-plan-picker__footer">
        <CarePlansDialog plans={plans} offers={entry.applicableCarePlans} />
        {hydrated ? null : (
          <button type="submit" className="link-button">
            Update plan
          </button>
        )}
      </div>
      <p className="care-plan-picker__note">{CARE_PLAN_US_ONLY_NOTE}</p>
    </CartActionForm>
  );
}
