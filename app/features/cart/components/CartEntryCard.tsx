import {memo} from 'react';
import type {CartIssue} from '~/features/cart/model/cart-issues';
import type {CartEntry, CarePlanSummary} from '~/features/cart/model/cart-view';
import {DeliveryEstimate} from '~/features/catalog/components/DeliveryEstimate';
import {squareSources} from '~/ui/catalog-image-url';
import {FallibleImage} from '~/ui/FallibleImage';
import {cartActions, isTemporaryItem} from '~/features/cart/cart-actions';
import {carePlanItemOf} from '~/features/cart/model/cart-optimistic';
import {CartActionForm} from './CartActionForm';
import {CarePlanPicker} from './CarePlanPicker';
import {CartIssueText} from './CartIssueText';
import {CartItemRow} from './CartItemRow';
import {focusAfterRemove} from './focus-after-remove';

interface CartEntryCardProps {
  entry: CartEntry;
  issues: CartIssue[];
  carePlanSummaries: CarePlanSummary[];
  carePlansAvailable: boolean;
}

/**
 * One cart entry: its image, its items, its care-plan choice, and removal of the whole entry.
 * Memoized: a change to one entry leaves the others' objects as they were, so only it re-renders.
 */
export const CartEntryCard = memo(function CartEntryCard({entry, issues, carePlanSummaries, carePlansAvailable}: CartEntryCardProps) {
  const titleId = `entry-${entry.id.replace(/\W/g, '')}`;
  const anchor = entry.items.find((item) => !item.isCarePlan && !isTemporaryItem(item.id));
  const offersPlans = carePlansAvailable && entry.applicableCarePlans.length > 0 && anchor;
  const entryIssues = issues.filter((issue) => entry.items.some((item) => item.id === issue.lineId));
  return (
    <li className="cart-entry" aria-labelledby={titleId} data-testid="cart-entry">
      <div className="cart-entry__media">
        {entry.image ? <FallibleImage {...squareSources(entry.image.url, 96)} alt={entry.image.altText} width={96} height={96} /> : null}
      </div>
      <div className="cart-entry__body">
        {/* Focusable from script: focus lands here when the entry before it is removed. */}
        <h3 id={titleId} className="cart-entry__title" tabIndex={-1}>
          {entry.title}
        </h3>
        <ul className="cart-entry__items">
          {entry.items.map((item) => (
            <CartItemRow key={item.id} item={item} entryTitle={entry.title} maxQuantity={item === anchor ? entry.maxQuantity : null} />
          ))}
        </ul>
        {entry.leadTime ? <DeliveryEstimate lead={entry.leadTime} className="delivery-estimate cart-entry__delivery" /> : null}
        {offersPlans ? (
          <CarePlanPicker
            entryId={entry.id}
            anchorItemId={anchor.id}
            selected={carePlanItemOf(entry)?.variantId ?? ''}
            offers={entry.applicableCarePlans}
            plans={carePlanSummaries}
          />
        ) : null}
        <CartIssueText issues={entryIssues} />
        {anchor ? (
          <CartActionForm intent="remove" fields={{lineId: anchor.id}} onAction={(form) => {
              focusAfterRemove(form);
              cartActions.removeEntry(entry.id);
            }}
          >
            <button type="submit" className="link-button cart-entry__remove" aria-label={`Remove ${entry.title}`}>
              Remove
            </button>
          </CartActionForm>
        ) : null}
      </div>
    </li>
  );
});
