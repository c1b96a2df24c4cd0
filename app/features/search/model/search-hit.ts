import type {Hit} from 'instantsearch.js';
import {matchDiscountPercent, type DiscountRule, type DiscountSubject} from '~/features/catalog/model/discount-rules';
import {shownPrice, type ShownPrice} from '~/features/catalog/model/price';

/** The attributes of a `products` record the storefront reads (config/search HIT_ATTRIBUTES). */
export interface ProductRecord {
  name: string;
  price: number;
  compareAtPrice?: number | null;
  imageUrl?: string | null;
  slug: string;
  type?: string;
  tags?: string[];
}

export type ProductHit = Hit<ProductRecord>;

/** A record as the discount rules see it: like a card, its tags, product type and title on its lowest price. */
export function hitDiscountSubject(record: Pick<ProductRecord, 'tags' | 'price' | 'type' | 'name'>): DiscountSubject {
  return {tags: record.tags ?? [], price: record.price, fields: {productType: record.type, title: record.name}};
}

/** What a hit costs the shopper: the price after the shop's discount rules, or below its compare-at price. */
export function hitShownPrice(record: ProductRecord, rules: readonly DiscountRule[]): ShownPrice {
  return shownPrice(record.price, record.compareAtPrice ?? null, matchDiscountPercent(rules, hitDiscountSubject(record)));
}

/**
 * Whether two hits would render the same card. InstantSearch makes new hit objects for the same
 * answer (when it starts on the server's results, for one); their content decides.
 */
export function sameHit(previous: ProductHit, next: ProductHit): boolean {
  return previous === next || JSON.stringify(previous) === JSON.stringify(next);
}

export const productHref = (slug: string) => `/shop/products/${encodeURIComponent(slug)}`;
