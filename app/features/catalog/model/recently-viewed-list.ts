// Spec §4/§9: recently viewed products, newest first, each product once, at most 15.

export interface RecentlyViewedItem {
  slug: string;
  name: string;
  imageUrl: string | null;
  imageAlt: string | null;
  price: {amount: string; currencyCode: string};
}

export function addRecentlyViewed(list: readonly RecentlyViewedItem[], item: RecentlyViewedItem, max: number): RecentlyViewedItem[] {
  return [item, ...list.filter((entry) => entry.slug !== item.slug)].slice(0, max);
}
