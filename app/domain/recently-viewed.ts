// Spec §4/§9: recently viewed products, newest first, each product once, at most 15.
import {z} from 'zod';

export const recentlyViewedItemSchema = z.object({
  slug: z.string().min(1),
  name: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable().default(null),
  price: z.object({amount: z.string(), currencyCode: z.string()}),
});
export type RecentlyViewedItem = z.infer<typeof recentlyViewedItemSchema>;

export const recentlyViewedListSchema = z.array(recentlyViewedItemSchema);

export function addRecentlyViewed(list: readonly RecentlyViewedItem[], item: RecentlyViewedItem, max: number): RecentlyViewedItem[] {
  return [item, ...list.filter((entry) => entry.slug !== item.slug)].slice(0, max);
}
