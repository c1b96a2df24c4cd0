import {describe, expect, it} from 'vitest';
import {addRecentlyViewed, readRecentlyViewedList, type RecentlyViewedItem} from './recently-viewed-check';

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

  it('reads back a stored list as it was written', () => {
    expect(readRecentlyViewedList([item('a'), {...item('b'), imageUrl: 'https://cdn.example/b.jpg', imageAlt: 'B'}])).toEqual([
      item('a'),
      {...item('b'), imageUrl: 'https://cdn.example/b.jpg', imageAlt: 'B'},
    ]);
    expect(readRecentlyViewedList([])).toEqual([]);
  });

  it('reads an item stored before it had image text as having none, and drops fields it does not name', () => {
    const {imageAlt: _, ...older} = item('a');
    expect(readRecentlyViewedList([older])).toEqual([item('a')]);
    expect(readRecentlyViewedList([{...item('a'), rating: 5, price: {amount: '100.0', currencyCode: 'USD', raw: 1}}])).toEqual([item('a')]);
  });

  it.each([
    ['not a list', {items: []}],
    ['an item without its name and price', [{slug: 'a'}]],
    ['an item with an empty slug', [item('')]],
    ['an item whose image is a number', [{...item('a'), imageUrl: 1}]],
    ['an item whose price is a number', [{...item('a'), price: 100}]],
    ['an item whose price has no currency', [{...item('a'), price: {amount: '1.0'}}]],
    ['one bad item among good ones', [item('a'), null, item('b')]],
  ])('refuses %s', (_, stored) => {
    expect(readRecentlyViewedList(stored)).toBeUndefined();
  });
});
