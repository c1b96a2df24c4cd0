import {memo} from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import * as Dialog from '@radix-ui/react-dialog';
import {CARE_PLAN_US_ONLY_NOTE} from '~/config/care-plans';
import type {CarePlan, CarePlanSummary} from '~/features/cart/model/cart-view';
import {formatMoney} from '~/features/catalog/model/money';
import {DialogFrame} from '~/ui/DialogFrame';
import {ChevronIcon} from '~/ui/icons';

interface CarePlansDialogProps {
  plans: CarePlanSummary[];
  /** This piece's price for each paid plan. */
  offers: CarePlan[];
}

function priceOf(plan: CarePlanSummary, offers: CarePlan[]): string {
  if (plan.isFree) return 'Included';
  const offer = offers.find((o) => o.name === plan.name);
  return offer ? formatMoney(offer.price) : 'Not available for this piece';
}

/**
 * Spec §2: the free limited warranty, the 3-year and the lifetime plan compared side by side in a
 * table on desktop and as expandable cards on mobile (CSS shows one or the other).
 * Memoized: an entry keeps its plans and offers when its quantity changes.
 */
export const CarePlansDialog = memo(function CarePlansDialog({plans, offers}: CarePlansDialogProps) {
  return (
    <DialogFrame
      block="plans-dialog"
      title="Protection Plans"
      closeLabel="Close protection plans"
      describedBy="plans-dialog-note"
      trigger={<Dialog.Trigger className="link-button">Compare plans</Dialog.Trigger>}
    >
      <p id="plans-dialog-note" className="plans-dialog__note">
        {CARE_PLAN_US_ONLY_NOTE}
      </p>
      <div className="plans-dialog__table-wrap">
        <table className="plans-dialog__table">
          <caption className="visually-hidden">Protection plans compared</caption>
          <thead>
            <tr>
              <td />
              {plans.map((plan) => (
                <th key={plan.productId} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Price for this piece</th>
              {plans.map((plan) => (
                <td key={plan.productId}>{priceOf(plan, offers)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Coverage</th>
              {plans.map((plan) => (
                <td key={plan.productId}>{plan.coverageTerm}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">What is covered</th>
              {plans.map((plan) => (
                <td key={plan.productId}>
                  <ul>
                    {plan.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <Accordion.Root type="single" collapsible className="plans-dialog__cards">
        {plans.map((plan) => (
          <Accordion.Item key={plan.productId} value={plan.productId} className="plans-dialog__card">
            <Accordion.Header className="plans-dialog__card-header">
              <Accordion.Trigger className="plans-dialog__card-trigger">
                <span>{plan.name}</span>
                <span className="plans-dialog__card-price">{priceOf(plan, offers)}</span>
                <ChevronIcon className="plans-dialog__chevron" />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="plans-dialog__card-body">
              <p>Coverage: {plan.coverageTerm}</p>
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </DialogFrame>
  );
});
