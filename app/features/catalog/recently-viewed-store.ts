// Spec §4/§9: recently viewed products, read through the time-limited storage adapter (the
// product page writes each view, `~/features/catalog/record-product-view`).
import {create} from 'zustand';
import {persist} from 'zustand/middleware';
import {RECENTLY_VIEWED_STORAGE_KEY, RECENTLY_VIEWED_TTL_HOURS} from '~/config/product';
import {readRecentlyViewedList, type RecentlyViewedItem} from '~/features/catalog/model/recently-viewed-check';
import {expiringPersistStorage} from '~/platform/storage/expiring-storage';
import {storedValueCheck} from '~/platform/storage/stored-value-check';

interface RecentlyViewedState {
  items: RecentlyViewedItem[];
}

type Persisted = Pick<RecentlyViewedState, 'items'>;

/** The persisted state: `{items}`, each item as the list keeps it. */
export const persistedRecentlyViewed = storedValueCheck<Persisted>((value) => {
  const items = typeof value === 'object' && value !== null ? readRecentlyViewedList((value as {items?: unknown}).items) : undefined;
  return items && {items};
});

export const useRecentlyViewed = create<RecentlyViewedState>()(
  persist(
    (): RecentlyViewedState => ({items: []}),
    {
      name: RECENTLY_VIEWED_STORAGE_KEY,
      storage: expiringPersistStorage<Persisted>(persistedRecentlyViewed, {items: []}, RECENTLY_VIEWED_TTL_HOURS),
      partialize: (state): Persisted => ({items: state.items}),
      // Read after hydration, so the server's HTML and the first client render agree.
      skipHydration: true,
    },
  ),
);
