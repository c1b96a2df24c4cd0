// Spec §4/§9: recently viewed products as stored, checked when read back (the list itself:
// `recently-viewed-list.ts`, so the product page can record a view without the check). By hand,
// not with zod: the product page reads the list as it loads, and zod's chunk cost more to evaluate
// than the check (docs/decisions/0014).
import type {RecentlyViewedItem} from './recently-viewed-list';

export {addRecentlyViewed, type RecentlyViewedItem} from './recently-viewed-list';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

/** One stored item as the list keeps it (fields it does not name dropped), or undefined. */
function readItem(value: unknown): RecentlyViewedItem | undefined {
  if (!isRecord(value) || !isRecord(value.price)) return undefined;
  const {slug, name, imageUrl, imageAlt = null, price} = value;
  if (!isText(slug) || slug === '' || !isText(name) || !isTextOrNull(imageUrl) || !isTextOrNull(imageAlt)) return undefined;
  if (!isText(price.amount) || !isText(price.currencyCode)) return undefined;
  return {slug, name, imageUrl, imageAlt, price: {amount: price.amount, currencyCode: price.currencyCode}};
}

/** A stored list, or undefined when any item does not fit (the store then starts afresh). */
export function readRecentlyViewedList(value: unknown): RecentlyViewedItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items = value.map(readItem);
  return items.every((item) => item !== undefined) ? (items as RecentlyViewedItem[]) : undefined;
}
