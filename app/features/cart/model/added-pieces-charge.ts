// What the cart charges for pieces just added, read from the cart the add produced: after the shop's
// automatic discounts and any code, so the addToCart event's value is the number the cart shows.
import {toCents} from './care-plan-offers';
import {appliedDiscounts} from './cart-code-rules';
import type {Money} from '~/features/catalog/model/money';
import type {CartItem, CartView} from './cart-view';

export interface AddedPiecesCharge {
  /** One of each added piece as the cart charges it; null when the cart does not hold them all. */
  value: number | null;
  currency: string;
  /**
   * The cart's applied codes (an order code lowers the whole cart, not the pieces' lines) and what
   * codes took off one of each added piece.
   */
  discounts: {codes: string[]; amount: number};
}

/** The cart item of a variant the add named; the last one, as an add makes a new entry last. */
function addedItem(cart: CartView, merchandiseId: string): CartItem | undefined {
  return cart.lines
    .flatMap((entry) => entry.items)
    .filter((item) => item.variantId === merchandiseId && !item.isCarePlan)
    .at(-1);
}

export function addedPiecesCharge(merchandiseIds: readonly string[], cart: CartView): AddedPiecesCharge {
  const items = merchandiseIds.map((id) => addedItem(cart, id)).filter((item): item is CartItem => item !== undefined);
  const perUnit = (amount: Money, item: CartItem) => Math.round(toCents(amount) / Math.max(1, item.quantity));
  const codeDiscounts = items.flatMap((item) =>
    (item.discounts ?? []).flatMap((discount) => (discount.code ? [{code: discount.code, cents: perUnit(discount.amount, item)}] : [])),
  );
  return {
    value: items.length === merchandiseIds.length ? items.reduce((sum, item) => sum + perUnit(item.totalPrice, item), 0) / 100 : null,
    currency: cart.totalAmount.currencyCode,
    discounts: {
      codes: appliedDiscounts(cart).codes,
      amount: codeDiscounts.reduce((sum, discount) => sum + discount.cents, 0) / 100,
    },
  };
}
