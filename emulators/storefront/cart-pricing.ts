// One price for a stored cart, used by the Storefront API's Cart and by the checkout page and the
// order it places: merchandise resolved, the cart transform and automatic discounts per line, then
// the cart's discount codes and gift cards (discount-codes.ts).
import type {CartLineRecord, CartRecord, LocalStackDatabase} from '../db/records';
import type {LinePrice} from './automatic-discounts';
import {priceCartLine} from './cart-transform';
import type {CatalogIndex} from './catalog-index';
import {giftCardBalanceCents, giftCardProblem, priceCart, type CartPricing} from './discount-codes';
import type {Merchandise, MerchandiseLookup} from './merchandise';

export interface PricedEntry {
  line: CartLineRecord;
  merchandise: Merchandise;
  price: LinePrice;
}

export interface PricingServices {
  catalog: CatalogIndex;
  db: LocalStackDatabase;
  merchandise: MerchandiseLookup;
}

export async function usableGiftCards(services: PricingServices, codes: readonly string[], now: Date) {
  if (codes.length === 0) return [];
  const spending = await services.db.giftCardSpending();
  return codes.flatMap((code) => {
    const card = services.catalog.giftCardsByCode.get(code);
    const balanceCents = card ? giftCardBalanceCents(card, spending.get(card.id) ?? 0) : 0;
    return card && giftCardProblem(card, balanceCents, now) === null ? [{card, balanceCents}] : [];
  });
}

export async function priceStoredCart(
  services: PricingServices,
  cart: CartRecord,
  now: Date = new Date(),
): Promise<{entries: PricedEntry[]; pricing: CartPricing}> {
  const resolved = await Promise.all(cart.lines.map((l) => services.merchandise.byVariantId(l.merchandiseId)));
  const entries: PricedEntry[] = [];
  cart.lines.forEach((line, i) => {
    const merchandise = resolved[i];
    // A line whose merchandise left the catalogue (after a reseed) is dropped, as Shopify does.
    if (!merchandise) return;
    const price = priceCartLine(services.catalog.automaticDiscounts, merchandise.product, merchandise.variant.priceCents, line.attributes, line.quantity);
    entries.push({line, merchandise, price});
  });
  const pricing = priceCart({
    lines: entries.map((e) => ({id: e.line.id, productId: e.merchandise.product.id, price: e.price})),
    codes: cart.discountCodes,
    storeCodes: services.catalog.discountCodes,
    giftCards: await usableGiftCards(services, cart.giftCardCodes ?? [], now),
    now,
  });
  return {entries, pricing};
}
