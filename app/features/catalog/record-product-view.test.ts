import {describe, expect, it} from 'vitest';
import {RECENTLY_VIEWED_STORAGE_KEY} from '~/config/product';
import {createExpiringStorage} from '~/platform/storage/expiring-storage';
import {persistedRecentlyViewed} from '~/features/catalog/recently-viewed-store';
import {recordProductView} from './record-product-view';

const HOUR = 3_600_000;
const NOW = 1_700_000_000_000;
const item = (slug: string) => ({slug, name: slug, imageUrl: null, imageAlt: null, price: {amount: '10.0', currencyCode: 'USD'}});

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: () => null,
    get length() {
      return values.size;
    },
  };
}

/** What the lazy list reads: the store's check through the expiring-storage adapter. */
const readList = (storage: Storage, now = NOW) =>
  createExpiringStorage(() => storage, () => now).get(RECENTLY_VIEWED_STORAGE_KEY, persistedRecentlyViewed, {items: []}).items.map((i) => i.slug);

describe('recordProductView', () => {
  it('puts the product first, once, in a list the Recently viewed store reads, kept 168 hours', () => {
    const storage = memoryStorage();
    recordProductView(item('a'), () => storage, NOW);
    recordProductView(item('b'), () => storage, NOW);
    recordProductView(item('a'), () => storage, NOW);
    expect(readList(storage)).toEqual(['a', 'b']);
    expect(readList(storage, NOW + 168 * HOUR - 1)).toEqual(['a', 'b']);
    expect(readList(storage, NOW + 168 * HOUR)).toEqual([]);
  });

  it('keeps the 15 newest', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 20; i++) recordProductView(item(`p${i}`), () => storage, NOW);
    expect(readList(storage)).toHaveLength(15);
    expect(readList(storage)[0]).toBe('p19');
  });

  it('starts afresh from an expired or unreadable list and drops entries the list could not read', () => {
    for (const raw of ['{"value": {"items": [', JSON.stringify({value: {items: [item('old')]}, expiresAt: NOW - 1}), JSON.stringify({state: {items: []}, version: 0})]) {
      const storage = memoryStorage({[RECENTLY_VIEWED_STORAGE_KEY]: raw});
      recordProductView(item('new'), () => storage, NOW);
      expect(readList(storage)).toEqual(['new']);
    }
    const storage = memoryStorage({[RECENTLY_VIEWED_STORAGE_KEY]: JSON.stringify({value: {items: [null, {slug: 'x'}, item('kept')]}, expiresAt: NOW + HOUR})});
    recordProductView(item('new'), () => storage, NOW);
    expect(readList(storage)).toEqual(['new', 'kept']);
  });

  it('does not throw when storage is blocked', () => {
    expect(() =>
      recordProductView(item('a'), () => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    ).not.toThrow();
  });
});
