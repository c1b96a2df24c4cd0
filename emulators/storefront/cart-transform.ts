// The store's cart transform function, as the local stack runs it: a line whose product has the
// `store.options` metafield and whose attributes name option values with a surcharge is priced at
// the variant's price plus those surcharges per unit (Shopify's `lineUpdate` operation with
// `price.adjustment.fixedPricePerUnit`). The shop's automatic discounts then apply to that price.
import type {SeedMetafield} from '../catalog/model';
import {priceLine, type AutomaticDiscount, type DiscountProduct, type LinePrice} from './automatic-discounts';

export type TransformProduct = DiscountProduct & {metafields: readonly SeedMetafield[]};

interface StoredOption {
  name: string;
  values: {value: string; additionalPriceCents: number}[];
}

const cents = (raw: unknown): number => (typeof raw === 'number' && Number.isInteger(raw) && raw > 0 ? raw : 0);

/** The options metafield, read leniently like the function would: malformed entries add nothing. */
function storedOptions(product: TransformProduct): StoredOption[] {
  const field = product.metafields.find((m) => m.namespace === 'store' && m.key === 'options');
  let raw: unknown;
  try {
    raw = JSON.parse(field?.value ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((option: unknown) => {
    if (!option || typeof option !== 'object') return [];
    const {name, values} = option as {name?: unknown; values?: unknown};
    if (typeof name !== 'string' || !Array.isArray(values)) return [];
    const parsed = values.flatMap((v: unknown) => {
      if (!v || typeof v !== 'object') return [];
      const {value, additionalPriceCents} = v as {value?: unknown; additionalPriceCents?: unknown};
      return typeof value === 'string' ? [{value, additionalPriceCents: cents(additionalPriceCents)}] : [];
    });
    return [{name, values: parsed}];
  });
}

/** What the chosen options add per unit: each attribute keyed by an option's name, valued by one of its values. */
export function optionsSurchargeCents(product: TransformProduct, attributes: readonly {key: string; value: string}[]): number {
  const options = storedOptions(product);
  return attributes.reduce((sum, attribute) => {
    const option = options.find((o) => o.name === attribute.key);
    return sum + (option?.values.find((v) => v.value === attribute.value)?.additionalPriceCents ?? 0);
  }, 0);
}

/**
 * A cart line's price after the transform and the automatic discounts. As on the product page and
 * the ring builder's review, a rule is matched on the variant's price and taken off the price with
 * the options, rounded to whole dollars.
 */
export function priceCartLine(
  discounts: readonly AutomaticDiscount[],
  product: TransformProduct,
  variantPriceCents: number,
  attributes: readonly {key: string; value: string}[],
  quantity: number,
): LinePrice {
  const unitCents = variantPriceCents + optionsSurchargeCents(product, attributes);
  return priceLine(discounts, product, unitCents, quantity, variantPriceCents);
}
