import {describe, expect, it} from 'vitest';
import {collectionPath} from './collections';
import {generateCatalog} from './generate-catalog';
import {findMetafield} from './metafields';
import {DEFAULT_SEED} from './model';

const catalog = generateCatalog({seed: DEFAULT_SEED});
const {collections} = catalog;
const byHandle = (handle: string) => collections.find((c) => c.handle === handle);
const type = (handle: string) => findMetafield(byHandle(handle)!.metafields, 'collectionType')?.value;

describe('collections and categories', () => {
  it('have unique handles, existing parents and a collection type', () => {
    const handles = collections.map((c) => c.handle);
    expect(new Set(handles).size).toBe(handles.length);
    for (const c of collections) {
      if (c.parentHandle) {
        const parent = byHandle(c.parentHandle);
        expect(parent, `${c.handle}'s parent`).toBeDefined();
        // A chain never mixes the two trees: categories nest under categories.
        expect(type(c.parentHandle)).toBe(type(c.handle));
      }
      expect(['collection', 'category']).toContain(type(c.handle));
      expect(c.image?.path).toMatch(/^\/images\/collections\/[a-z-]+\.svg$/);
    }
  });

  it('nest several levels deep, with URL paths built from the handle chain', () => {
    expect(collectionPath(byHandle('stud-earrings')!, collections)).toBe('/shop/categories/jewelry/earrings/stud-earrings');
    expect(collectionPath(byHandle('settings')!, collections)).toBe('/shop/collections/engagement-rings/settings');
    expect(collectionPath(byHandle('halo-settings')!, collections)).toBe('/shop/collections/engagement-rings/settings/halo-settings');
    for (const handle of ['frontpage', 'wedding-bands', 'best-sellers', 'new-arrivals', 'gifts-under-1000', 'sale']) {
      expect(byHandle(handle)?.productIds.length, handle).toBeGreaterThan(0);
    }
  });

  it('hold only real products, and parents hold their children', () => {
    const ids = new Set(catalog.products.map((p) => p.id));
    for (const c of collections) {
      expect(c.productIds.every((id) => ids.has(id))).toBe(true);
      expect(new Set(c.productIds).size).toBe(c.productIds.length);
      const parent = c.parentHandle ? byHandle(c.parentHandle)! : null;
      if (parent) expect(c.productIds.every((id) => parent.productIds.includes(id))).toBe(true);
    }
    const settingIds = catalog.products.filter((p) => p.kind === 'setting').map((p) => p.id);
    expect(new Set(byHandle('settings')!.productIds)).toEqual(new Set(settingIds));
  });

  it('rank best sellers and new arrivals, and keep gift collections under their price', () => {
    const product = (id: string) => catalog.products.find((p) => p.id === id)!;
    const sales = byHandle('best-sellers')!.productIds.map((id) => product(id).totalSales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const dates = byHandle('new-arrivals')!.productIds.map((id) => product(id).createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const id of byHandle('gifts-under-1000')!.productIds) {
      expect(Math.min(...product(id).variants.map((v) => v.priceCents))).toBeLessThanOrEqual(100_000);
    }
  });
});
