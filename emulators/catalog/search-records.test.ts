import {describe, expect, it} from 'vitest';
import {generateCatalog} from './generate-catalog';
import {DEFAULT_SEED} from './model';
import {searchableProductRecords, toSearchProductRecord} from './search-records';

const catalog = generateCatalog({seed: DEFAULT_SEED});
const record = (handle: string) => toSearchProductRecord(catalog.products.find((p) => p.handle === handle)!, catalog.collections);

describe('toSearchProductRecord', () => {
  it('maps a setting with metals, shapes, its cheapest price and first image', () => {
    const setting = catalog.products.find((p) => p.kind === 'setting')!;
    const r = toSearchProductRecord(setting, catalog.collections);
    expect(r.slug).toBe(setting.handle);
    expect(r.name).toBe(setting.title);
    expect(r.productId).toBe(setting.id);
    expect(r.type).toBe('Engagement Ring Setting');
    expect(r.category).toBe('Engagement Ring Settings');
    expect(r.metal).toEqual(['14K White Gold', '14K Yellow Gold', '14K Rose Gold', 'Platinum']);
    expect(r.shape).toEqual(setting.options[1]!.values.map((v) => v.name));
    expect(r.price).toBe(Math.min(...setting.variants.map((v) => v.priceCents)) / 100);
    expect(r.imageUrl).toBe(setting.images[0]!.path);
    expect(r.createdAt).toBe(Date.parse(setting.createdAt));
    expect(r.totalSales).toBe(setting.totalSales);
  });

  it('uses the deepest category and leaves shapes empty for jewelry', () => {
    const studs = record('lab-diamond-stud-earrings');
    expect(studs.category).toBe('Stud Earrings');
    expect(studs.shape).toEqual([]);
    expect(record('gemstone-stud-earrings').metal).toEqual([]);
  });

  it('gives every product a unique object id', () => {
    const ids = catalog.products.map((p) => toSearchProductRecord(p, catalog.collections).objectID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('searchableProductRecords', () => {
  it('indexes settings and ready-made pieces, never care plans, the free gift, the love note or the voucher', () => {
    const records = searchableProductRecords(catalog);
    const indexed = new Set(records.map((r) => r.slug));
    for (const product of catalog.products) {
      expect(indexed.has(product.handle), product.handle).toBe(product.kind === 'setting' || product.kind === 'static');
    }
    expect(indexed.has('lifetime-protection-plan')).toBe(false);
    expect(indexed.has('complimentary-jewelry-care-kit')).toBe(false);
  });
});
