// Spec §4/§9: recently viewed products as stored, validated when read (the list itself:
// `recently-viewed-list.ts`, without zod, so the product page can record a view).
import {z} from 'zod';
import type {RecentlyViewedItem} from './recently-viewed-list';

export {addRecentlyViewed, type RecentlyViewedItem} from './recently-viewed-list';

export const recentlyViewedItemSchema = z.object({
  slug: z.string().min(1),
  name: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable().default(null),
  price: z.object({amount: z.string(), currencyCode: z.string()}),
}) satisfies z.ZodType<RecentlyViewedItem, unknown>;

export const recentlyViewedListSchema = z.array(recentlyViewedItemSchema);
