// Spec §4/§5: checkout is blocked while a required option of a cart item has no value; those
// options are marked *Required. The engraving is optional (app/features/catalog/model/engraving.ts).
import type {CartItem, CartView, ItemOption} from './cart-view';
import {isOptionRequired} from '~/features/catalog/model/engraving';
import {holdsAnOrder} from '~/features/catalog/model/for-sale';

/** Options the shopper still has to fill in; static pieces, gifts and plans have none to fill. */
export function missingOptions(item: CartItem): ItemOption[] {
  if (item.isStatic || item.isFreeGift || item.isCarePlan) return [];
  return item.options.filter((option) => isOptionRequired(option) && (option.selected === null || option.selected.value.trim() === ''));
}

export function itemsMissingOptions(cart: Pick<CartView, 'lines'>): CartItem[] {
  return cart.lines.flatMap((entry) => entry.items).filter((item) => missingOptions(item).length > 0);
}

/** Something paid for, with every required option chosen. */
export function canCheckout(cart: Pick<CartView, 'lines'> | null): boolean {
  return holdsAnOrder(cart) && itemsMissingOptions(cart!).length === 0;
}
