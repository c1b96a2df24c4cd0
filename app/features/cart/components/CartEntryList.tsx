import type {CartIssue} from '~/features/cart/model/cart-issues';
import type {CartView} from '~/features/cart/model/cart-view';
import {CartEntryCard} from './CartEntryCard';
import {CartIssueText} from './CartIssueText';

/** The entries of the cart, shared by the drawer and the cart page; cart-wide issues first. */
export function CartEntryList({cart, issues}: {cart: CartView; issues: CartIssue[]}) {
  const lineIds = new Set(cart.lines.flatMap((entry) => entry.items.map((item) => item.id)));
  // Code issues show beside their code box.
  const general = issues.filter((issue) => !issue.field && (issue.lineId === null || !lineIds.has(issue.lineId)));
  return (
    <>
      <CartIssueText issues={general} />
      <ul className="cart-entries" data-testid="cart-entries">
        {cart.lines.map((entry) => (
          <CartEntryCard
            key={entry.id}
            entry={entry}
            issues={issues}
            carePlanSummaries={cart.carePlanSummaries}
            carePlansAvailable={cart.carePlansAvailable}
          />
        ))}
      </ul>
    </>
  );
}
