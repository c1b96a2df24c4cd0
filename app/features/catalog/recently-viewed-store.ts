// Spec §4/§9: recently viewed products, read through the time-limited storage adapter (the
// product page writes each view, `~/features/catalog/record-product-view`).
import * as z from 'zod/mini';
import {create} from 'zustand';
import {persist} from 'zustand/middleware';
import {RECENTLY_VIEWED_STORAGE_KEY, RECENTLY_VIEWED_TTL_HOURS} from '~/config/product';
import {recentlyViewedListSchema, type RecentlyViewedItem} from '~/features/catalog/model/recently-viewed-schema';
import {expiringPersistStorage} from '~/platform/storage/expiring-storage';

interface RecentlyViewedState {
  items: RecentlyViewedItem[];
}

const persistedSchema = z.object({items: recentlyViewedListSchema});
type Persisted = z.infer<typeof persistedSchema>;

export const useRecentlyViewed = create<RecentlyViewedState>()(
  persist(
    (): RecentlyViewedState => ({items: []}),
    {
      name: RECENTLY_VIEWED_STORAGE_KEY,
      storage: expiringPersistStorage<Persisted>(persistedSchema, {items: []}, RECENTLY_VIEWED_TTL_HOURS),
      partialize: (state): Persisted => ({items: state.items}),
      // Read after hydration, so the server's HTML and the first client render agree.
      skipHydration: true,
    },
  ),
);
