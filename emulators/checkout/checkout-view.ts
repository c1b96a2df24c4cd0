// What the checkout page shows for a cart: lines with their options and attributes, the
// note and the totals, computed from the same merchandise the Storefront API serves.
import type {CartRecord, OrderRecord} from '../db/records';
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
  totalCents: number;
}

export interface CheckoutView {
  lines: CheckoutLine[];
  note: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

export async function checkoutView(cart: CartRecord, merchandise: MerchandiseLookup): Promise<CheckoutView> {
  const lines: CheckoutLine[] = [];
  for (const line of cart.lines) {
    const entry = await merchandise.byVariantId(line.merchandiseId);
    if (!entry) continue;
    lines.push({
      title: entry.product.title,
      options: entry.variant.selectedOptions.filter((o) => o.value !== 'Default Title').map((o) => `${o.name}: ${o.value}`),
      attributes: line.attributes,
      variantId: entry.variant.id,
      variantTitle: entry.variant.title,
      quantity: line.quantity,
      unitCents: entry.variant.priceCents,
      totalCents: entry.variant.priceCents * line.quantity,
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
      attributes: l.attributes,
    })),
    subtotalCents: view.subtotalCents,
    totalTaxCents: view.taxCents,
    totalCents: view.totalCents,
  };
}
