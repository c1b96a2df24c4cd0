// The shop's automatic discounts, as a store configured with the storefront's discount rules would
// have them: read from the seeded `discount_rule` metaobjects (one source for what the storefront
// shows and what the cart charges). A product discount is allocated to each matching cart line:
// the first matching rule wins, tags and fields compare case-insensitively, `priceMax` caps the
// unit price, and the discounted unit price is rounded to whole dollars as the storefront rounds.
import type {SeedMetaobject, SeedProduct} from '../catalog/model';

export const DISCOUNT_RULE_TYPE = 'discount_rule';

export interface AutomaticDiscount {
  title: string;
  field: string;
  values: string[];
  op: 'equals' | 'includes';
  percent: number;
  /** Unit price cap in dollars; null when none. */
  priceMax: number | null;
  universal: boolean;
}

/** What a discount looks at: the product's tags and fields, and the line's unit price. */
export type DiscountProduct = Pick<SeedProduct, 'tags' | 'productType' | 'title'>;

function fieldMap(metaobject: SeedMetaobject): Map<string, string> {
  return new Map(metaobject.fields.map((f) => [f.key, f.value]));
}

function finite(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function parseValues(text: string | undefined): string[] | null {
  try {
    const parsed = JSON.parse(text ?? '') as unknown;
    if (!Array.isArray(parsed)) return null;
    const values = parsed.map((v: unknown) => (v && typeof v === 'object' && 'value' in v && typeof v.value === 'string' ? v.value : null));
    return values.every((v) => v !== null) ? (values as string[]) : null;
  } catch {
    return null;
  }
}

/** One metaobject to a discount; null when it is malformed (the admin would not have saved it). */
export function parseAutomaticDiscount(metaobject: SeedMetaobject): AutomaticDiscount | null {
  const fields = fieldMap(metaobject);
  const field = fields.get('field')?.trim() ?? '';
  const values = parseValues(fields.get('values'));
  const op = fields.get('op');
  const percent = finite(fields.get('percent'));
  const priceMax = fields.has('priceMax') ? finite(fields.get('priceMax')) : null;
  if (!field || !values || (op !== 'equals' && op !== 'includes')) return null;
  if (percent === null || percent <= 0 || percent > 100) return null;
  if (fields.has('priceMax') && (priceMax === null || priceMax < 0)) return null;
  return {
    title: fields.get('title')?.trim() || `${percent}% off`,
    field,
    values,
    op,
    percent,
    priceMax,
    universal: fields.get('universal') === 'true',
  };
}

/** The discounts in the order they are tried: by `position`, then as stored. */
export function automaticDiscountsFrom(metaobjects: readonly SeedMetaobject[]): AutomaticDiscount[] {
  return metaobjects
    .filter((m) => m.type === DISCOUNT_RULE_TYPE)
    .map((m, index) => ({discount: parseAutomaticDiscount(m), position: finite(fieldMap(m).get('position')) ?? Infinity, index}))
    .filter((entry): entry is {discount: AutomaticDiscount; position: number; index: number} => entry.discount !== null)
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((entry) => entry.discount);
}

function productValues(product: DiscountProduct, field: string): string[] {
  if (field === 'tags') return product.tags;
  if (field === 'productType') return [product.productType];
  if (field === 'title') return [product.title];
  return [];
}

export function discountApplies(discount: AutomaticDiscount, product: DiscountProduct, unitPrice: number): boolean {
  if (discount.priceMax !== null && unitPrice > discount.priceMax) return false;
  if (discount.universal) return true;
  const actual = productValues(product, discount.field).map((v) => v.toLowerCase());
  return discount.values.some((value) => {
    const expected = value.toLowerCase();
    return actual.some((a) => (discount.op === 'equals' ? a === expected : a.includes(expected)));
  });
}

export function discountFor(discounts: readonly AutomaticDiscount[], product: DiscountProduct, unitCents: number): AutomaticDiscount | null {
  return discounts.find((d) => discountApplies(d, product, unitCents / 100)) ?? null;
}

export interface LinePrice {
  unitCents: number;
  quantity: number;
  /** Before line-level discounts. */
  subtotalCents: number;
  discountCents: number;
  /** What the line charges. */
  totalCents: number;
  discount: AutomaticDiscount | null;
}

/**
 * A line's price: every unit discounted to the same whole-dollar price the storefront shows.
 * `matchCents` is the price a rule's cap is checked against (the variant's, when options add to it).
 */
export function priceLine(
  discounts: readonly AutomaticDiscount[],
  product: DiscountProduct,
  unitCents: number,
  quantity: number,
  matchCents = unitCents,
): LinePrice {
  const subtotalCents = unitCents * quantity;
  const discount = discountFor(discounts, product, matchCents);
  if (!discount) return {unitCents, quantity, subtotalCents, discountCents: 0, totalCents: subtotalCents, discount: null};
  const discountedUnitCents = Math.round((unitCents / 100) * (1 - discount.percent / 100)) * 100;
  const discountCents = Math.max(0, unitCents - discountedUnitCents) * quantity;
  return {unitCents, quantity, subtotalCents, discountCents, totalCents: subtotalCents - discountCents, discount: discountCents > 0 ? discount : null};
}
