// Spec §4 optimistic updates: the cart as it will be once the server agrees, computed at once so
// the drawer and the cart page never wait. The server's answer replaces it (or the previous cart
// comes back on error).
import {toCents} from './care-plan-offers';
import type {CarePlan, CartEntry, CartItem, CartView} from './cart-view';
import {withOptionValue} from './item-options';
import type {Money} from '~/features/catalog/model/money';

const fromCents = (cents: number, currencyCode: string): Money => ({amount: (cents / 100).toFixed(2), currencyCode});

function withSubtotal(cart: CartView, lines: CartEntry[]): CartView {
  const cents = lines.flatMap((e) => e.items).reduce((sum, item) => sum + toCents(item.totalPrice), 0);
  return {...cart, lines, subtotalAmount: fromCents(cents, cart.subtotalAmount.currencyCode)};
}

/**
 * The line at another quantity. The charge scales per unit as the cart last charged it (each unit
 * carries the same discount), so a discounted line does not jump back to its list price.
 */
const perUnitScaled = (money: Money, from: number, to: number): Money =>
  fromCents(from > 0 ? Math.round((toCents(money) / from) * to) : 0, money.currencyCode);

const withQuantityOf = (item: CartItem, quantity: number): CartItem => ({
  ...item,
  quantity,
  totalPrice: item.quantity > 0 ? perUnitScaled(item.totalPrice, item.quantity, quantity) : fromCents(toCents(item.price) * quantity, item.price.currencyCode),
  originalTotalPrice: item.originalTotalPrice && item.quantity > 0 ? perUnitScaled(item.originalTotalPrice, item.quantity, quantity) : null,
});

/** The piece the entry is about (its quantity is the entry's); care plans follow it. */
const mainItemOf = (entry: CartEntry): CartItem | undefined =>
  entry.items.find((item) => !item.isCarePlan) ?? entry.items[0];

export const carePlanItemOf = (entry: CartEntry): CartItem | undefined => entry.items.find((item) => item.isCarePlan);

export function withItemQuantity(cart: CartView, itemId: string, quantity: number): CartView {
  const lines = cart.lines.map((entry) => {
    if (!entry.items.some((item) => item.id === itemId)) return entry;
    const isMain = mainItemOf(entry)?.id === itemId;
    return {
      ...entry,
      items: entry.items.map((item) =>
        item.id === itemId || (isMain && item.isCarePlan) ? withQuantityOf(item, quantity) : item,
      ),
    };
  });
  return withSubtotal(cart, lines);
}

/** Removes the items, and every entry left without a piece (its care plan goes with it). */
export function withoutItems(cart: CartView, itemIds: readonly string[]): CartView {
  const removed = new Set(itemIds);
  const lines = cart.lines
    .map((entry) => ({...entry, items: entry.items.filter((item) => !removed.has(item.id))}))
    .filter((entry) => entry.items.some((item) => !item.isCarePlan));
  return withSubtotal(cart, lines);
}

/** Adds, changes (plan given) or removes (null) the entry's care plan; `temporaryId` names a new one. */
export function withCarePlan(cart: CartView, entryId: string, plan: CarePlan | null, temporaryId: string): CartView {
  const lines = cart.lines.map((entry): CartEntry => {
    if (entry.id !== entryId) return entry;
    const current = carePlanItemOf(entry);
    const pieces = entry.items.filter((item) => !item.isCarePlan);
    if (!plan) return {...entry, items: pieces};
    const quantity = mainItemOf({...entry, items: pieces})?.quantity ?? 1;
    const item: CartItem = withQuantityOf(
      {
        id: current?.id ?? temporaryId,
        name: plan.name,
        type: 'Care Plan',
        description: plan.coverageTerm,
        // One plan's price, scaled to the piece's quantity below.
        quantity: 1,
        price: plan.price,
        totalPrice: plan.price,
        originalTotalPrice: null,
        variantId: plan.shopifyProductVariantId,
        productHandle: current?.productHandle ?? '',
        image: current?.image ?? null,
        isStatic: true,
        isCarePlan: true,
        isFreeGift: false,
        options: [],
        attributes: [],
        tags: [],
        estimatedShipDaysBegin: null,
        estimatedShipDaysEnd: null,
      },
      quantity,
    );
    return {...entry, items: [...pieces, item]};
  });
  return withSubtotal(cart, lines);
}

export function withItemOption(cart: CartView, itemId: string, optionName: string, value: string): CartView {
  const lines = cart.lines.map((entry) => ({
    ...entry,
    items: entry.items.map((item): CartItem => {
      if (item.id !== itemId) return item;
      const chosen = value.trim();
      return {
        ...item,
        attributes: withOptionValue(item.attributes, optionName, chosen),
        options: item.options.map((option) => {
          if (option.name !== optionName) return option;
          if (chosen === '') return {...option, selected: null};
          const match = option.values.find((v) => v.value === chosen);
          const label = typeof match?.displayAttributes.label === 'string' ? match.displayAttributes.label : chosen;
          return {...option, selected: option.format === 'input' || match ? {value: chosen, label} : null};
        }),
      };
    }),
  }));
  return {...cart, lines};
}

export const withLoveNote = (cart: CartView, note: string): CartView => ({...cart, requestedLoveNote: note});
