// Spec §4/§9: the product page records the view itself, in the stored format the lazy Recently
// viewed list reads (the expiring-storage envelope around the store's `{items}`), so a shopper who
// leaves before the list's code has loaded is remembered all the same. No zod on this path: the
// list validates what it reads, and a stored value this cannot read is simply started afresh.
import {RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_STORAGE_KEY, RECENTLY_VIEWED_TTL_HOURS} from '~/config/product';
import {wrapExpiring} from '~/platform/storage/expiring-envelope';
import {addRecentlyViewed, type RecentlyViewedItem} from '~/features/catalog/model/recently-viewed-list';

const isText = (value: unknown): value is string => typeof value === 'string';

/** The shape the list's schema asks for, checked by hand; an item that fails it would void the whole list. */
function looksLikeItem(value: unknown): value is RecentlyViewedItem {
  const item = value as Partial<Record<keyof RecentlyViewedItem, unknown>> | null;
  const price = item?.price as {amount?: unknown; currencyCode?: unknown} | null | undefined;
  return (
    isText(item?.slug) && item.slug !== '' && isText(item.name) && (item.imageUrl === null || isText(item.imageUrl)) &&
    (item.imageAlt === undefined || item.imageAlt === null || isText(item.imageAlt)) && isText(price?.amount) && isText(price.currencyCode)
  );
}

/** The items of a stored list that has not expired; none when it is missing, expired or unreadable. */
function storedItems(raw: string | null, now: number): RecentlyViewedItem[] {
  if (raw === null) return [];
  try {
    const stored = JSON.parse(raw) as {expiresAt?: unknown; value?: {items?: unknown}} | null;
    const items = stored?.value?.items;
    return typeof stored?.expiresAt === 'number' && stored.expiresAt > now && Array.isArray(items) ? items.filter(looksLikeItem) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first in the shopper's recently viewed list (and renews the list's 168 hours). */
export function recordProductView(item: RecentlyViewedItem, storage: () => Storage = () => window.localStorage, now = Date.now()): void {
  try {
    const store = storage();
    const items = addRecentlyViewed(storedItems(store.getItem(RECENTLY_VIEWED_STORAGE_KEY), now), item, RECENTLY_VIEWED_MAX);
    store.setItem(RECENTLY_VIEWED_STORAGE_KEY, wrapExpiring({items}, RECENTLY_VIEWED_TTL_HOURS, now));
  } catch {
    // Blocked or full storage only costs the shopper the list.
  }
}
