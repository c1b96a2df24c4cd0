import {memo} from 'react';
import {CARE_PLAN_US_ONLY_NOTE} from '~/config/care-plans';
import type {CarePlan, CarePlanSummary} from '~/features/cart/model/cart-view';
import {formatMoney} from '~/features/catalog/model/money';
import {cartActions} from '~/features/cart/cart-actions';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import {CartActionForm} from './CartActionForm';
import {CarePlansDialog} from './CarePlansDialog';

interface CarePlanPickerProps {
  entryId: string;
  anchorItemId: string;
  /** The variant of the paid plan in the entry, '' for the included warranty. */
  selected: string;
  /** The paid plans this entry can take. */
  offers: CarePlan[];
  plans: CarePlanSummary[];
}

/**
 * The entry's care-plan choice (spec §2, §4): the free limited warranty is always included, a paid
 * plan can be added, changed or removed. Changes apply at once. Memoized on what it shows, so a
 * quantity change in its entry does not re-render its radios and dialog.
 */
export const CarePlanPicker = memo(function CarePlanPicker({entryId, anchorItemId, selected, offers, plans}: CarePlanPickerProps) {
  const hydrated = useHydrated();
  const included = plans.find((plan) => plan.isFree);
  const choose = (variantId: string) => {
    const plan = offers.find((p) => p.shopifyProductVariantId === variantId) ?? null;
    if ((plan?.shopifyProductVariantId ?? '') !== selected) cartActions.setCarePlan(entryId, plan);
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
        {offers.map((plan) => (
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
        <CarePlansDialog plans={plans} offers={offers} />
        {hydrated ? null : (
          <button type="submit" className="link-button">
            Update plan
          </button>
        )}
      </div>
      <p className="care-plan-picker__note">{CARE_PLAN_US_ONLY_NOTE}</p>
    </CartActionForm>
  );
});
