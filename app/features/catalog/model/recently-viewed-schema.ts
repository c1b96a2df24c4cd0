// Spec §4/§9: recently viewed products as stored, validated when read (the list itself:
// `recently-viewed-list.ts`, without zod, so the product page can record a view). zod/mini, not zod:
// the product page reads the list after it loads, and zod's full build is a larger chunk, slower to
// evaluate (ADR 0014).
import * as z from 'zod/mini';
import type {RecentlyViewedItem} from './recently-viewed-list';

export {addRecentlyViewed, type RecentlyViewedItem} from './recently-viewed-list';

export const recentlyViewedItemSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  name: z.string(),
  imageUrl: z.nullable(z.string()),
  imageAlt: z._default(z.nullable(z.string()), null),
  price: z.object({amount: z.string(), currencyCode: z.string()}),
}) satisfies z.ZodMiniType<RecentlyViewedItem, unknown>;

export const recentlyViewedListSchema = z.array(recentlyViewedItemSchema);
