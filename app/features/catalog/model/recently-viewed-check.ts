// Spec §4/§9: recently viewed products as stored, checked when read back (the list itself:
// `recently-viewed-list.ts`, so the product page can record a view without the check). By hand,
// not with zod: the product page reads the list as it loads (docs/decisions/0014).
import {INVALID, defaulted, list, nonEmptyText, nullable, object, text, type Check} from '~/ui/shape-check';
import type {RecentlyViewedItem} from './recently-viewed-list';

export {addRecentlyViewed, type RecentlyViewedItem} from './recently-viewed-list';

const recentlyViewedItem: Check<RecentlyViewedItem> = object({
  slug: nonEmptyText,
  name: text,
  imageUrl: nullable(text),
  // Items stored before the image text was kept read back without it.
  imageAlt: defaulted(nullable(text), null),
  price: object({amount: text, currencyCode: text}),
});

/** A stored list, or undefined when any item does not fit (the store then starts afresh). */
export function readRecentlyViewedList(value: unknown): RecentlyViewedItem[] | undefined {
  const items = list(recentlyViewedItem)(value);
  return items === INVALID ? undefined : items;
}
