import {describe, expect, it} from 'vitest';
import {generateCatalog} from './generate-catalog';
import {FREE_GIFT_TAG, LOVE_NOTE_TAG} from './markers';
import {METALS} from './materials';
import {findMetafield} from './metafields';
import {DEFAULT_SEED, type SeedProduct} from './model';
import type {StoreOption} from './setting-options';
import {STONE_SHAPES} from './shapes';

const catalog = generateCatalog({seed: DEFAULT_SEED});
const byKind = (kind: SeedProduct['kind']) => catalog.products.filter((p) => p.kind === kind);
const settings = byKind('setting');
const statics = byKind('static');
const metafield = (p: SeedProduct, key: string) => findMetafield(p.metafields, key);

describe('generateCatalog', () => {
  it('is deterministic for a seed and differs for another', () => {
    expect(generateCatalog({seed: DEFAULT_SEED})).toEqual(catalog);
    const other = generateCatalog({seed: DEFAULT_SEED + 1});
    expect(other.products.map((p) => p.handle)).not.toEqual(catalog.products.map((p) => p.handle));
  });

  it('uses unique Shopify gids and handles', () => {
    const gids = [
      ...catalog.products.flatMap((p) => [
        p.id,
        ...p.variants.map((v) => v.id),
        ...p.images.map((i) => i.id),
        ...p.options.flatMap((o) => [o.id, ...o.values.map((v) => v.id)]),
      ]),
      ...catalog.collections.map((c) => c.id),
      ...catalog.pages.map((p) => p.id),
      ...catalog.metaobjects.map((m) => m.id),
      ...catalog.customers.map((c) => c.id),
      ...catalog.orders.map((o) => o.id),
    ];
    expect(new Set(gids).size).toBe(gids.length);
    for (const gid of gids) {
      expect(gid).toMatch(/^gid:\/\/shopify\/(Product|ProductVariant|ProductImage|ProductOption|ProductOptionValue|Collection|Page|Metaobject|Customer|Order)\/\d+$/);
    }
    const handles = catalog.products.map((p) => p.handle);
    expect(new Set(handles).size).toBe(handles.length);
    for (const handle of handles) expect(handle).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const skus = catalog.products.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('gives every product delivery metafields, a price, an image and sane dates', () => {
    for (const p of catalog.products) {
      const start = Number(metafield(p, 'estimatedDeliveryDaysStart')?.value);
      const end = Number(metafield(p, 'estimatedDeliveryDaysEnd')?.value);
      expect(Number.isInteger(start) && Number.isInteger(end) && start <= end).toBe(true);
      expect(metafield(p, 'isStaticConfiguration')?.value).toBe(String(p.kind !== 'setting'));
      expect(p.images.length).toBeGreaterThan(0);
      expect(p.variants.length).toBeGreaterThan(0);
      expect(p.variants.length).toBeLessThanOrEqual(40);
      for (const v of p.variants) {
        expect(Number.isInteger(v.priceCents) && v.priceCents >= 0).toBe(true);
        if (v.compareAtPriceCents !== null) expect(v.compareAtPriceCents).toBeGreaterThan(v.priceCents);
        expect(p.images.some((i) => i.id === v.imageId)).toBe(true);
        expect(v.selectedOptions.map((o) => o.name)).toEqual(p.options.map((o) => o.name));
      }
      expect(p.createdAt >= '2023-01-01' && p.createdAt < '2026-12-31').toBe(true);
      expect(p.createdAt <= p.updatedAt).toBe(true);
      expect(p.totalSales).toBeGreaterThan(0);
    }
    const years = new Set(catalog.products.map((p) => p.createdAt.slice(0, 4)));
    expect([...years].sort()).toEqual(['2023', '2024', '2025', '2026']);
  });

  it('has at least 40 ring settings with metal and shape options', () => {
    expect(settings.length).toBeGreaterThanOrEqual(40);
    const styles = new Set(settings.map((s) => s.tags.find((t) => t.startsWith('style:'))));
    expect(styles.size).toBeGreaterThanOrEqual(8);
    for (const s of settings) {
      expect(s.productType).toBe('Engagement Ring Setting');
      expect(s.options.map((o) => o.name)).toEqual(['Metal', 'Center Stone Shape']);
      const [metal, shape] = s.options;
      expect(metal!.values.map((v) => v.name)).toEqual(METALS.map((m) => m.name));
      expect(metal!.values.every((v) => /^#[0-9A-F]{6}$/.test(v.swatchColor ?? ''))).toBe(true);
      expect(shape!.values.every((v) => (STONE_SHAPES as readonly string[]).includes(v.name))).toBe(true);
      expect(s.variants.length).toBe(metal!.values.length * shape!.values.length);
      // One image per metal and center stone shape: each variant shows its own shape.
      expect(s.images.length).toBe(s.variants.length);
      for (const v of s.variants) {
        const shapeName = v.selectedOptions.find((o) => o.name === 'Center Stone Shape')!.value;
        expect(s.images.find((image) => image.id === v.imageId)!.path).toContain(`-${shapeName.toLowerCase().replace(/ /g, '-')}-`);
      }
      for (const tag of ['metal:platinum', 'style:', 'shape:']) expect(s.tags.some((t) => t.startsWith(tag))).toBe(true);
    }
    const withSize = settings.filter((s) => metafield(s, 'stoneSizeBegin'));
    expect(withSize.length).toBeGreaterThan(30);
    expect(withSize.length).toBeLessThan(settings.length);
    for (const s of withSize) {
      const begin = Number(metafield(s, 'stoneSizeBegin')!.value);
      const end = Number(metafield(s, 'stoneSizeEnd')!.value);
      expect(begin).toBeGreaterThan(0);
      expect(end).toBeGreaterThan(begin);
      expect(end).toBeLessThanOrEqual(5);
    }
    for (const badge of ['BADGE_BEST_SELLER', 'BADGE_NEW_ARRIVAL', 'BADGE_ONLY_ONE_LEFT']) {
      expect(settings.some((s) => s.tags.includes(badge))).toBe(true);
    }
  });

  it("puts the settings' own options in store.options", () => {
    let bandWidths = 0;
    for (const s of settings) {
      const field = metafield(s, 'options')!;
      expect(field.type).toBe('json');
      const options = JSON.parse(field.value) as StoreOption[];
      const ringSize = options.find((o) => o.name === 'Ring Size')!;
      expect(ringSize.format).toBe('select');
      const usSizes = Array.from({length: 21}, (_, i) => String(3 + i / 2));
      expect(ringSize.values.map((v) => v.value)).toEqual([...usSizes, "I don't know my size"]);
      expect(options.find((o) => o.name === 'Engraving')).toMatchObject({format: 'input', values: []});
      for (const option of options) {
        expect(['slider', 'swatch', 'input', 'radio', 'select']).toContain(option.format);
        for (const value of option.values) {
          expect(() => JSON.parse(value.displayAttributes)).not.toThrow();
          expect(Number.isInteger(value.additionalPriceCents)).toBe(true);
        }
        expect(new Set(option.values.map((v) => v.id)).size).toBe(option.values.length);
      }
      const bandWidth = options.find((o) => o.name === 'Band Width');
      if (bandWidth) {
        bandWidths++;
        expect(bandWidth.format).toBe('radio');
        expect(bandWidth.values.some((v) => v.additionalPriceCents > 0)).toBe(true);
      }
    }
    expect(bandWidths).toBeGreaterThan(0);
    expect(bandWidths).toBeLessThan(settings.length);
  });

  it('has at least 30 ready-made pieces with swatches, badges, compare-at prices and stock states', () => {
    expect(statics.length).toBeGreaterThanOrEqual(30);
    expect(new Set(statics.map((p) => p.productType))).toEqual(new Set(['Wedding Band', 'Earrings', 'Necklace', 'Bracelet']));
    for (const p of statics) {
      const swatchOption = p.options.find((o) => o.name === 'Metal' || o.name === 'Color');
      expect(swatchOption?.values.every((v) => v.swatchColor)).toBe(true);
    }
    expect(statics.some((p) => p.variants.length >= 4 && p.variants.length <= 8 && p.options.length === 1)).toBe(true);
    expect(statics.some((p) => p.variants.length === 8)).toBe(true);
    expect(statics.some((p) => p.tags.some((t) => t.startsWith('BADGE_')))).toBe(true);
    expect(statics.some((p) => p.variants.some((v) => v.compareAtPriceCents !== null))).toBe(true);
    const variants = statics.flatMap((p) => p.variants);
    expect(variants.some((v) => v.quantityAvailable === 0)).toBe(true);
    expect(variants.some((v) => v.quantityAvailable !== null && v.quantityAvailable >= 1 && v.quantityAvailable <= 3)).toBe(true);
  });

  it('has care plans, the free limited warranty and the marker products', () => {
    const plans = byKind('care-plan');
    expect(plans.map((p) => metafield(p, 'coverageTerm')?.value).sort()).toEqual(['1 year', '3 years', 'Lifetime']);
    const warranty = plans.find((p) => p.handle === 'limited-warranty')!;
    expect(warranty.variants.map((v) => v.priceCents)).toEqual([0]);
    for (const handle of ['3-year-protection-plan', 'lifetime-protection-plan']) {
      const plan = plans.find((p) => p.handle === handle)!;
      expect(plan.productType).toBe('Care Plan');
      const prices = plan.variants.map((v) => v.priceCents);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(JSON.parse(metafield(plan, 'priceBands')!.value)).toHaveLength(plan.variants.length);
    }
    const three = plans.find((p) => p.handle === '3-year-protection-plan')!;
    const life = plans.find((p) => p.handle === 'lifetime-protection-plan')!;
    three.variants.forEach((v, i) => expect(life.variants[i]!.priceCents).toBeGreaterThan(v.priceCents));
    expect(byKind('free-gift').map((p) => p.tags)).toEqual([[FREE_GIFT_TAG]]);
    expect(byKind('love-note').map((p) => p.tags)).toEqual([[LOVE_NOTE_TAG]]);
  });

  it('has the pages the routes need, with real HTML', () => {
    const handles = catalog.pages.map((p) => p.handle);
    for (const handle of ['about', 'faq', 'warranty', 'shipping-returns', 'contact', 'privacy-policy', 'terms-of-service', 'diamond-attributes', 'lab-and-natural']) {
      expect(handles).toContain(handle);
    }
    for (const page of catalog.pages) {
      expect(page.body).toMatch(/<h2>/);
      expect(page.body).toMatch(/<(ul|table)>/);
      expect(page.bodySummary.length).toBeLessThanOrEqual(163);
    }
  });

  it('describes the shop with policies and Shop Pay Installments plans', () => {
    expect(catalog.shop.name).toBe('Aurelia Fine Jewelry');
    expect(catalog.shop.policies.map((p) => p.handle).sort()).toEqual(['privacy-policy', 'refund-policy', 'shipping-policy', 'terms-of-service']);
    expect(catalog.shop.financingPlans.length).toBeGreaterThan(0);
    for (const plan of catalog.shop.financingPlans) {
      expect(plan.minPriceCents).toBeLessThan(plan.maxPriceCents);
      expect(plan.terms.length).toBeGreaterThan(0);
    }
  });
});
