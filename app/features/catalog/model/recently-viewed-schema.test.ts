import {describe, expect, it} from 'vitest';
import {addRecentlyViewed, recentlyViewedListSchema, type RecentlyViewedItem} from './recently-viewed-schema';

const item = (slug: string): RecentlyViewedItem => ({
  slug,
  name: slug,
  imageUrl: null,
  imageAlt: null,
  price: {amount: '100.0', currencyCode: 'USD'},
});

describe('addRecentlyViewed', () => {
  it('puts the newest first', () => {
    expect(addRecentlyViewed([item('a'), item('b')], item('c'), 15).map((i) => i.slug)).toEqual(['c', 'a', 'b']);
  });

  it('keeps each product once, moving a revisited one to the front', () => {
    expect(addRecentlyViewed([item('a'), item('b'), item('c')], item('b'), 15).map((i) => i.slug)).toEqual(['b', 'a', 'c']);
  });

  it('keeps at most the given number, dropping the oldest', () => {
    const full = Array.from({length: 15}, (_, i) => item(`p${i}`));
    const next = addRecentlyViewed(full, item('new'), 15);
    expect(next).toHaveLength(15);
    expect(next[0]?.slug).toBe('new');
    expect(next.some((i) => i.slug === 'p14')).toBe(false);
  });

  it('validates stored lists', () => {
    expect(recentlyViewedListSchema.safeParse([item('a')]).success).toBe(true);
    expect(recentlyViewedListSchema.safeParse([{slug: 'a'}]).success).toBe(false);
  });
});
