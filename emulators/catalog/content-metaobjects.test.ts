import {describe, expect, it} from 'vitest';
import {collectionPath} from './collections';
import {generateCatalog} from './generate-catalog';
import type {MenuHeader} from './menu';
import {DEFAULT_SEED, type SeedMetaobject} from './model';
import {renderCatalogImage} from './images/render-catalog-image';

const catalog = generateCatalog({seed: DEFAULT_SEED});
const ofType = (type: string) => catalog.metaobjects.filter((m) => m.type === type);
const field = (m: SeedMetaobject, key: string) => m.fields.find((f) => f.key === key)?.value;

describe('content metaobjects', () => {
  it('has a menu-v3 in the spec Menu shape, linking real routes and images', () => {
    const [menu] = ofType('menu');
    expect(menu?.handle).toBe('menu-v3');
    const headers = JSON.parse(field(menu!, 'headers') ?? 'null') as MenuHeader[];
    expect(headers.map((h) => h.title)).toEqual(expect.arrayContaining(['Engagement', 'Diamonds', 'Wedding', 'Jewelry', 'Education']));
    const collectionUrls = new Set(catalog.collections.map((c) => collectionPath(c, catalog.collections)));
    const pageHandles = new Set(catalog.pages.map((p) => p.handle));
    const urls: string[] = [];
    let grids = 0;
    let footer = 0;
    let featured = 0;
    for (const header of headers) {
      expect(typeof header.title).toBe('string');
      expect(Array.isArray(header.items)).toBe(true);
      if (header.url) urls.push(header.url);
      if (header.items.length === 0) expect(header.url).toBeTruthy();
      for (const item of header.items) {
        expect(typeof item.featured).toBe('boolean');
        if (item.featured) featured++;
        for (const section of item.sections) {
          expect(typeof section.title).toBe('string');
          expect(typeof section.isGrid).toBe('boolean');
          expect(typeof section.showInFooter).toBe('boolean');
          expect(Number.isInteger(section.columnCount) && section.columnCount > 0).toBe(true);
          if (section.isGrid) grids++;
          if (section.showInFooter) footer++;
          if (section.url) urls.push(section.url);
          for (const leaf of section.items) {
            expect(typeof leaf.title).toBe('string');
            urls.push(leaf.url);
            if (leaf.accessory) expect(renderCatalogImage(leaf.accessory), leaf.accessory).not.toBeNull();
            if (section.isGrid) expect(leaf.accessory).toMatch(/^\/images\/shapes\//);
          }
        }
      }
    }
    expect(grids).toBeGreaterThan(0);
    expect(footer).toBeGreaterThan(0);
    expect(featured).toBeGreaterThan(0);
    for (const url of urls) {
      const path = url.split('?')[0]!;
      if (path.startsWith('/shop/')) expect(collectionUrls.has(path), url).toBe(true);
      else if (path.startsWith('/support/')) expect(pageHandles.has(path.slice('/support/'.length)), url).toBe(true);
      else expect(['/ring-builder/settings', '/ring-builder/diamonds', '/learn/diamond/attributes', '/learn/diamond/lab-and-natural', '/custom/start-your-custom-design']).toContain(path);
    }
  });

  it('dates banners from the day the stack is seeded: a countdown of days, not years, and one already over', () => {
    const seededOn = Date.UTC(2027, 2, 10, 15, 30);
    const banners = generateCatalog({seed: DEFAULT_SEED, seededOn}).metaobjects.filter((m) => m.type === 'banner');
    const daysLeft = (b: SeedMetaobject) => (Date.parse(field(b, 'endDate')!) - seededOn) / 86_400_000;
    const countdown = banners.find((b) => field(b, 'showCountdown') === 'true')!;
    expect(daysLeft(countdown)).toBeGreaterThan(1);
    expect(daysLeft(countdown)).toBeLessThan(31);
    expect(banners.filter((b) => daysLeft(b) < 0)).toHaveLength(1);
    for (const banner of banners) expect(Math.abs(daysLeft(banner))).toBeLessThan(400);
    expect(generateCatalog({seed: DEFAULT_SEED, seededOn: seededOn + 3_600_000})).toEqual(generateCatalog({seed: DEFAULT_SEED, seededOn}));
  });

  it('has banners, one counting down', () => {
    const banners = ofType('banner');
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.map((b) => b.handle)).toEqual(banners.map((_, i) => `banner-${i + 1}`));
    for (const banner of banners) {
      expect(field(banner, 'content')).toBeTruthy();
      expect(field(banner, 'mobileContent')).toBeTruthy();
      expect(Number.isNaN(Date.parse(field(banner, 'endDate') ?? ''))).toBe(false);
    }
    expect(banners.some((b) => field(b, 'showCountdown') === 'true')).toBe(true);
  });

  it('has discount rules in the spec shape', () => {
    const rules = ofType('discount_rule');
    expect(rules.length).toBeGreaterThanOrEqual(2);
    for (const rule of rules) {
      expect(['equals', 'includes']).toContain(field(rule, 'op'));
      const values = JSON.parse(field(rule, 'values') ?? '[]') as {value: string}[];
      expect(values.length).toBeGreaterThan(0);
      expect(values.every((v) => typeof v.value === 'string')).toBe(true);
      expect(Number(field(rule, 'percent'))).toBeGreaterThan(0);
      expect(['true', 'false']).toContain(field(rule, 'universal'));
    }
    const sale = rules.find((r) => field(r, 'values')?.includes('"sale"'));
    expect(field(sale!, 'percent')).toBe('20');
    const bands = rules.find((r) => field(r, 'field') === 'productType');
    expect(field(bands!, 'op')).toBe('includes');
    expect(field(bands!, 'priceMax')).toBeDefined();
    // The sale rule must have products to apply to.
    expect(catalog.products.some((p) => p.tags.includes('sale'))).toBe(true);
  });

  it('writes no holiday cutoffs or feature flags: the app configures those itself (docs/feature-flags.md)', () => {
    expect(ofType('delivery_holiday')).toEqual([]);
    expect(ofType('feature_flags')).toEqual([]);
  });
});
