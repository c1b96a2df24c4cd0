// Spec §4 optimistic updates: the cart as it will be once the server agrees, computed at once so
// the drawer and the cart page never wait. The server's answer replaces it (or the previous cart
// comes back on error).
import {DEFAULT_VARIANT_TITLE} from '~/config/cart';
import {toCents} from './care-plan-offers';
import type {Attribute, CarePlan, CartEntry, CartItem, CartView} from './cart-view';
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

/** A piece as the page adding it knows it: what the drawer shows of it until the cart answers. */
export interface AddedPiece {
  variantId: string;
  /** The product's title, as the cart names the item. */
  name: string;
  type: string;
  /** The variant's title (none shown for a product's only, default, variant). */
  variantTitle: string;
  productHandle: string;
  price: Money;
  image: {url: string; altText: string} | null;
  isStatic: boolean;
  attributes: Attribute[];
}

/** The cart before its first line: where an add starts when the shopper has no cart yet. */
export const emptyCartView = (currencyCode: string): CartView => {
  const zero = {amount: '0.00', currencyCode};
  return {
    id: '',
    lines: [],
    subtotalAmount: zero,
    totalAmount: zero,
    discountCodes: [],
    cartDiscounts: [],
    giftCards: [],
    requestedLoveNote: '',
    carePlansAvailable: false,
    carePlanSummaries: [],
    analytics: {id: '', updatedAt: '', totalQuantity: 0, cost: {subtotalAmount: zero, totalAmount: zero}, discountCodes: [], lines: {nodes: []}},
  };
};

const sameAttributes = (a: readonly Attribute[], b: readonly Attribute[]) =>
  a.length === b.length && a.every((attribute, i) => attribute.key === b[i]?.key && attribute.value === b[i]?.value);

/**
 * One more of the piece, as the platform will add it: a line of the same merchandise and
 * attributes takes one more (up to what its entry allows), anything else is a new entry of its own
 * under `temporaryId` until the cart answers with the real line.
 */
export function withAddedPiece(cart: CartView, piece: AddedPiece, temporaryId: string): CartView {
  const same = cart.lines.find((entry) => entry.items.length === 1 && entry.items[0]!.variantId === piece.variantId && sameAttributes(entry.items[0]!.attributes, piece.attributes));
  if (same) {
    const item = same.items[0]!;
    return withItemQuantity(cart, item.id, Math.min(item.quantity + 1, same.maxQuantity));
  }
  const item: CartItem = {
    id: temporaryId,
    name: piece.name,
    type: piece.type,
    description: piece.variantTitle === DEFAULT_VARIANT_TITLE ? '' : piece.variantTitle,
    quantity: 1,
    price: piece.price,
    totalPrice: piece.price,
    originalTotalPrice: null,
    variantId: piece.variantId,
    productHandle: piece.productHandle,
    image: piece.image,
    isStatic: piece.isStatic,
    isCarePlan: false,
    isFreeGift: false,
    options: [],
    attributes: piece.attributes,
    tags: [],
    estimatedShipDaysBegin: null,
    estimatedShipDaysEnd: null,
  };
  const entry: CartEntry = {id: temporaryId, title: piece.name, items: [item], image: piece.image, maxQuantity: 1, leadTime: null, applicableCarePlans: []};
  // A cart without lines takes the piece's currency (the empty cart an add starts from has none of its own).
  const base = cart.lines.length === 0 ? {...cart, subtotalAmount: {amount: '0.00', currencyCode: piece.price.currencyCode}} : cart;
  return withSubtotal(base, [...cart.lines, entry]);
}
