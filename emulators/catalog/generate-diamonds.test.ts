import {describe, expect, it} from 'vitest';
import {expectedDiamondPrice, type PricedAttributes} from './diamond-pricing';
import {DIAMOND_ID_BASE, diamondAt, diamondByCertificate, diamondIdFromGid, generateDiamonds} from './generate-diamonds';
import {
  DEFAULT_SEED,
  DIAMOND_CLARITIES,
  DIAMOND_COLORS,
  DIAMOND_CUTS,
  DIAMOND_SHAPES,
  DIAMOND_TYPES,
  MOISSANITE_CLARITY,
  MOISSANITE_COLORS,
  type SeedDiamond,
} from './model';

const SAMPLE = 20_000;
const diamonds: SeedDiamond[] = [...generateDiamonds({seed: DEFAULT_SEED, count: SAMPLE})];
const share = (predicate: (d: SeedDiamond) => boolean) => diamonds.filter(predicate).length / diamonds.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe('generateDiamonds', () => {
  it('is deterministic and index-addressable', () => {
    expect([...generateDiamonds({seed: DEFAULT_SEED, count: SAMPLE})]).toEqual(diamonds);
    for (const n of [0, 1, 777, 12_345, SAMPLE - 1]) expect(diamondAt(DEFAULT_SEED, n)).toEqual(diamonds[n]);
    // A stone does not depend on how many are generated.
    expect([...generateDiamonds({seed: DEFAULT_SEED, count: 10})]).toEqual(diamonds.slice(0, 10));
  });

  it('differs for another seed', () => {
    const other = [...generateDiamonds({seed: DEFAULT_SEED + 1, count: 200})];
    const same = other.filter((d, i) => d.carat === diamonds[i]!.carat && d.total_sales_price === diamonds[i]!.total_sales_price);
    expect(same.length).toBeLessThan(10);
  });

  it('derives ids from the index and type', () => {
    const d = diamonds[123]!;
    const prefix = {lab: 'LD', natural: 'ND', moissanite: 'MS'}[d.type];
    expect(d.stockNumber).toBe(`${prefix}0000123`);
    expect(d.objectID).toBe(d.stockNumber);
    expect(d.productId).toBe(`gid://shopify/Product/${DIAMOND_ID_BASE + 123}`);
    expect(d.variantId).toBe(`gid://shopify/ProductVariant/${DIAMOND_ID_BASE + 123}`);
    expect(d.handle).toBe(`diamond-${d.stockNumber.toLowerCase()}`);
    expect(diamondIdFromGid(d.variantId)).toBe(123);
    expect(diamondIdFromGid('gid://shopify/ProductVariant/44611390001')).toBeNull();
    expect(new Set(diamonds.map((x) => x.stockNumber)).size).toBe(SAMPLE);
    expect(new Set(diamonds.map((x) => x.certNumber)).size).toBe(SAMPLE);
    for (const x of diamonds.slice(0, 500)) {
      expect(x.certNumber).toMatch(x.lab === 'GIA' ? /^\d{10}$/ : /^(LG)?\d{9}$/);
      expect(x.imagePath).toMatch(/^\/images\/diamonds\/[a-z-]+\.svg$/);
    }
  });

  it('mixes types, shapes and labs realistically', () => {
    expect(share((d) => d.type === 'lab')).toBeCloseTo(0.55, 1);
    expect(share((d) => d.type === 'natural')).toBeCloseTo(0.35, 1);
    expect(share((d) => d.type === 'moissanite')).toBeCloseTo(0.1, 1);
    expect(share((d) => d.shape === 'Round')).toBeGreaterThan(0.3);
    expect(share((d) => d.shape === 'Round')).toBeLessThan(0.45);
    // Every centre-stone shape is stocked; half moons, baguettes and triangles are mostly side stones.
    for (const shape of DIAMOND_SHAPES) {
      if (!['Half Moon', 'Baguette', 'Triangle'].includes(shape)) expect(share((d) => d.shape === shape)).toBeGreaterThan(0.003);
    }
    const natural = diamonds.filter((d) => d.type === 'natural');
    const lab = diamonds.filter((d) => d.type === 'lab');
    expect(natural.filter((d) => d.lab === 'GIA').length / natural.length).toBeGreaterThan(0.8);
    expect(lab.filter((d) => d.lab === 'IGI').length / lab.length).toBeGreaterThan(0.7);
    // Lab stones skew larger and whiter than natural ones.
    expect(median(lab.map((d) => d.carat))).toBeGreaterThan(median(natural.map((d) => d.carat)));
    const colorIndex = (d: SeedDiamond) => (DIAMOND_COLORS as readonly string[]).indexOf(d.color);
    expect(mean(lab.map(colorIndex))).toBeLessThan(mean(natural.map(colorIndex)));
    expect(share((d) => d.shape !== 'Round' && d.cut === 'Ideal')).toBe(0);
  });

  it('keeps carats mostly in the common range with a long tail', () => {
    expect(share((d) => d.carat >= 0.3 && d.carat <= 2.5)).toBeGreaterThan(0.75);
    expect(share((d) => d.carat > 4)).toBeGreaterThan(0.002);
    const carats = diamonds.map((d) => d.carat);
    expect(Math.min(...carats)).toBeGreaterThanOrEqual(0.15);
    expect(Math.max(...carats)).toBeLessThanOrEqual(10);
  });

  it('gives measurements consistent with carat and shape', () => {
    for (const d of diamonds.slice(0, 2000)) {
      const {length, width, depth} = d.measurements;
      // Trillions may be a little wider than long; every other shape is measured long side first.
      if (d.shape !== 'Triangle') expect(length).toBeGreaterThanOrEqual(width * 0.99);
      expect(d.lengthWidthRatio).toBeCloseTo(length / width, 1);
      expect((depth / width) * 100).toBeCloseTo(d.depthPercent, -0.5);
      if (d.shape === 'Round') expect(d.lengthWidthRatio).toBeLessThan(1.03);
      if (d.shape === 'Marquise') expect(d.lengthWidthRatio).toBeGreaterThan(1.8);
    }
    const oneCarat = diamonds.find((d) => d.shape === 'Round' && d.type !== 'moissanite' && d.carat === 1);
    expect(oneCarat?.measurements.width).toBeGreaterThan(6.1);
    expect(oneCarat?.measurements.width).toBeLessThan(6.7);
  });

  it('prices lab at 10-20% of natural and moissanite far below lab', () => {
    const ppc = (type: SeedDiamond['type']) =>
      median(diamonds.filter((d) => d.type === type && d.carat >= 0.9 && d.carat <= 1.2).map((d) => d.total_sales_price / d.carat));
    const ratio = ppc('lab') / ppc('natural');
    expect(ratio).toBeGreaterThan(0.08);
    expect(ratio).toBeLessThan(0.25);
    expect(ppc('moissanite')).toBeLessThan(ppc('lab') * 0.6);
    expect(diamonds.every((d) => Number.isInteger(d.total_sales_price) && d.total_sales_price > 0)).toBe(true);
  });
});

describe('diamond price model', () => {
  const base: PricedAttributes = {
    type: 'natural', shape: 'Round', carat: 1, color: 'G', clarity: 'VS2',
    cut: 'Excellent', polish: 'Excellent', symmetry: 'Excellent', fluorescence: 'None',
  };

  it('never prices a better grade below a worse one at the same carat, shape and type', () => {
    for (const type of DIAMOND_TYPES) {
      const colors: readonly PricedAttributes['color'][] = type === 'moissanite' ? MOISSANITE_COLORS : DIAMOND_COLORS;
      const clarities: readonly PricedAttributes['clarity'][] = type === 'moissanite' ? [MOISSANITE_CLARITY] : DIAMOND_CLARITIES;
      for (const shape of DIAMOND_SHAPES) {
        for (const carat of [0.3, 0.7, 1, 1.5, 2.2, 4, 8]) {
          const price = (over: Partial<PricedAttributes>) =>
            expectedDiamondPrice({...base, type, shape, carat, color: colors[0]!, clarity: clarities[0]!, ...over});
          for (let i = 1; i < colors.length; i++) {
            expect(price({color: colors[i - 1]})).toBeGreaterThan(price({color: colors[i]}));
          }
          for (let i = 1; i < clarities.length; i++) {
            expect(price({clarity: clarities[i - 1]})).toBeGreaterThan(price({clarity: clarities[i]}));
          }
          for (let i = 1; i < DIAMOND_CUTS.length; i++) {
            expect(price({cut: DIAMOND_CUTS[i - 1]})).toBeGreaterThan(price({cut: DIAMOND_CUTS[i]}));
          }
        }
      }
    }
  });

  it('raises price per carat with weight, with jumps at the magic sizes', () => {
    const ppc = (carat: number, type: SeedDiamond['type'] = 'natural') => expectedDiamondPrice({...base, type, carat}) / carat;
    for (const type of DIAMOND_TYPES) {
      for (let c = 0.25; c < 10; c += 0.01) expect(ppc(c + 0.01, type)).toBeGreaterThanOrEqual(ppc(c, type) * 0.9999);
    }
    for (const jump of [1, 1.5, 2]) expect(ppc(jump) / ppc(jump - 0.01)).toBeGreaterThan(1.1);
  });

  it('holds on average in the generated inventory: better colour costs more per carat', () => {
    const bucket = diamonds.filter((d) => d.type === 'lab' && d.shape === 'Round' && d.carat >= 1 && d.carat < 1.5);
    const avgPpc = (colors: string[]) => mean(bucket.filter((d) => colors.includes(d.color)).map((d) => d.total_sales_price / d.carat));
    expect(avgPpc(['D', 'E', 'F'])).toBeGreaterThan(avgPpc(['G', 'H', 'I', 'J', 'K']));
  });
});

describe('diamondByCertificate', () => {
  it('finds every stone by its lab and certificate number', () => {
    for (const stone of generateDiamonds({seed: 7, count: 300})) {
      expect(diamondByCertificate(7, 300, stone.lab, stone.certNumber)?.stockNumber).toBe(stone.stockNumber);
    }
  });

  it('finds nothing for another lab, a stone past the inventory, or a malformed number', () => {
    const stone = diamondAt(7, 12);
    expect(diamondByCertificate(7, 300, stone.lab === 'GIA' ? 'IGI' : 'GIA', stone.certNumber)).toBeNull();
    expect(diamondByCertificate(7, 12, stone.lab, stone.certNumber)).toBeNull();
    expect(diamondByCertificate(7, 300, stone.lab, `${stone.certNumber}0`)).toBeNull();
    expect(diamondByCertificate(7, 300, stone.lab, '<script>')).toBeNull();
  });
});
