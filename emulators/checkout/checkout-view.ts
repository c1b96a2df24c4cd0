// What the checkout page shows for a cart: lines with their options and attributes, the
// note and the totals, computed from the same merchandise and automatic discounts the Storefront
// API's cart uses, so checkout charges what the cart said.
import type {CartRecord, OrderRecord} from '../db/records';
import type {AutomaticDiscount} from '../storefront/automatic-discounts';
import {priceCartLine} from '../storefront/cart-transform';
import type {MerchandiseLookup} from '../storefront/merchandise';

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
  /** The automatic discount taken off the line, if any. */
  discount: {title: string; percent: number; cents: number} | null;
  /** What the line charges. */
  totalCents: number;
}

export interface CheckoutView {
  lines: CheckoutLine[];
  note: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

export async function checkoutView(
  cart: CartRecord,
  merchandise: MerchandiseLookup,
  discounts: readonly AutomaticDiscount[],
): Promise<CheckoutView> {
  const lines: CheckoutLine[] = [];
  for (const line of cart.lines) {
    const entry = await merchandise.byVariantId(line.merchandiseId);
    if (!entry) continue;
    const price = priceCartLine(discounts, entry.product, entry.variant.priceCents, line.attributes, line.quantity);
    lines.push({
      title: entry.product.title,
      options: entry.variant.selectedOptions.filter((o) => o.value !== 'Default Title').map((o) => `${o.name}: ${o.value}`),
      attributes: line.attributes,
      variantId: entry.variant.id,
      variantTitle: entry.variant.title,
      quantity: line.quantity,
      unitCents: price.unitCents,
      subtotalCents: price.subtotalCents,
      discount: price.discount ? {title: price.discount.title, percent: price.discount.percent, cents: price.discountCents} : null,
      totalCents: price.totalCents,
    });
  }
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  return {lines, note: cart.note, subtotalCents, taxCents: 0, totalCents: subtotalCents};
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
  };
}
