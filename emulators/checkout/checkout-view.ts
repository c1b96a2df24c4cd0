// What the checkout page shows for a cart: lines with their options and attributes, the
// note and the totals, computed from the same merchandise and automatic discounts the Storefront
// API's cart uses, so checkout charges what the cart said.
import type {CartRecord, OrderRecord} from '../db/records';
import {priceStoredCart, type PricingServices} from '../storefront/cart-pricing';

export interface CheckoutLine {
  title: string;
  options: string[];
  /** All line attributes; the order keeps them, the page hides the private `_` ones. */
  attributes: {key: string; value: string}[];
  variantId: string;
  variantTitle: string;
  quantity: number;
  unitCents: number;
  /** Before discounts. */
  subtotalCents: number;
  /** The product discount taken off the line (automatic, or a code's), if any. */
  discount: {title: string; percent: number; cents: number} | null;
  /** What the line charges. */
  totalCents: number;
  /** Title of the line this one is nested under. */
  parentTitle: string | null;
}

export interface CheckoutView {
  lines: CheckoutLine[];
  note: string;
  /** After product discounts. */
  subtotalCents: number;
  /** Codes that applied. */
  discountCodes: string[];
  orderDiscount: {code: string; title: string; cents: number} | null;
  taxCents: number;
  /** After all discounts and tax, before gift cards. */
  totalCents: number;
  giftCards: {id: number; lastCharacters: string; usedCents: number}[];
  /** What the buyer is charged after gift cards. */
  dueCents: number;
}

export async function checkoutView(cart: CartRecord, services: PricingServices, now: Date = new Date()): Promise<CheckoutView> {
  const {entries, pricing} = await priceStoredCart(services, cart, now);
  const titleOf = new Map(entries.map((e) => [e.line.id, e.merchandise.product.title]));
  const lines = entries.map(({line, merchandise, price}, i): CheckoutLine => {
    const priced = pricing.lines[i]!;
    const discount = priced.discount;
    return {
      title: merchandise.product.title,
      options: merchandise.variant.selectedOptions.filter((o) => o.value !== 'Default Title').map((o) => `${o.name}: ${o.value}`),
      attributes: line.attributes,
      variantId: merchandise.variant.id,
      variantTitle: merchandise.variant.title,
      quantity: line.quantity,
      unitCents: price.unitCents,
      subtotalCents: priced.subtotalCents,
      discount: !discount
        ? null
        : discount.kind === 'automatic'
          ? {title: discount.discount.title, percent: discount.discount.percent, cents: discount.cents}
          : {title: `${discount.code.title} (${discount.code.code})`, percent: discount.code.value.kind === 'percentage' ? discount.code.value.percent : 0, cents: discount.cents},
      totalCents: priced.totalCents,
      parentTitle: line.parentLineId ? (titleOf.get(line.parentLineId) ?? null) : null,
    };
  });
  const taxCents = 0;
  return {
    lines,
    note: cart.note,
    subtotalCents: pricing.subtotalCents,
    discountCodes: pricing.codes.filter((c) => c.applicable).map((c) => c.code),
    orderDiscount: pricing.orderDiscount
      ? {code: pricing.orderDiscount.code.code, title: pricing.orderDiscount.code.title, cents: pricing.orderDiscount.cents}
      : null,
    taxCents,
    totalCents: pricing.discountedTotalCents + taxCents,
    giftCards: pricing.giftCards.map((g) => ({id: g.card.id, lastCharacters: g.card.code.slice(-4), usedCents: g.usedCents})),
    dueCents: pricing.dueCents + taxCents,
  };
}

export function orderFromCheckout(
  cart: CartRecord,
  view: CheckoutView,
  email: string,
  now: Date,
): Omit<OrderRecord, 'id' | 'orderNumber' | 'cartToken'> {
  return {
    customerId: cart.buyerIdentity.customerId,
    email,
    processedAt: now.toISOString(),
    financialStatus: 'PAID',
    fulfillmentStatus: 'UNFULFILLED',
    note: cart.note || null,
    lines: view.lines.map((l) => ({
      title: l.title,
      variantId: l.variantId,
      variantTitle: l.variantTitle,
      quantity: l.quantity,
      priceCents: l.unitCents,
      ...(l.discount ? {discount: l.discount} : {}),
      attributes: l.attributes,
    })),
    subtotalCents: view.subtotalCents,
    totalTaxCents: view.taxCents,
    totalCents: view.totalCents,
    discountCodes: view.discountCodes,
    orderDiscountCents: view.orderDiscount?.cents ?? 0,
    giftCards: view.giftCards.filter((g) => g.usedCents > 0),
    amountDueCents: view.dueCents,
  };
}
