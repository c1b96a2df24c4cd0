// Spec §4/§5: checkout is blocked while any option of any cart item has no value; the options
// without one are marked *Required.
import type {CartItem, CartView, ItemOption} from './cart-view';

/** Options the shopper still has to fill in; static pieces, gifts and plans have none to fill. */
export function missingOptions(item: CartItem): ItemOption[] {
  if (item.isStatic || item.isFreeGift || item.isCarePlan) return [];
  return item.options.filter((option) => option.selected === null || option.selected.value.trim() === '');
}

export function itemsMissingOptions(cart: Pick<CartView, 'lines'>): CartItem[] {
  return cart.lines.flatMap((entry) => entry.items).filter((item) => missingOptions(item).length > 0);
}

export function canCheckout(cart: Pick<CartView, 'lines'> | null): boolean {
  return !!cart && cart.lines.length > 0 && itemsMissingOptions(cart).length === 0;
}
