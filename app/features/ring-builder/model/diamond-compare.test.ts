import {describe, expect, it} from 'vitest';
import {DIAMOND_FACTS, pricePerCarat, toggleCompared} from './diamond-compare';
import type {DiamondHit} from './diamond-hit';

const hit = (objectID: string, extra: Partial<DiamondHit> = {}): DiamondHit => ({
  objectID,
  stockNumber: `S-${objectID}`,
  certNumber: `C-${objectID}`,
  variantId: 'gid://shopify/ProductVariant/1',
  handle: 'd',
  type: 'lab',
  shape: 'Oval',
  carat: 1.5,
  color: 'F',
  clarity: 'VS1',
  cut: 'Ideal',
  polish: 'Excellent',
  symmetry: 'Excellent',
  fluorescence: 'None',
  lab: 'IGI',
  measurements: {length: 8.912, width: 6.1, depth: 3.8},
  depthPercent: 62.3,
  tablePercent: 58,
  lengthWidthRatio: 1.46,
  total_sales_price: 3000,
  imagePath: '/images/diamonds/oval.svg',
  ...extra,
});

describe('toggleCompared', () => {
  it('adds, removes, and refuses a fifth stone', () => {
    let list = ['a', 'b', 'c', 'd'].reduce<DiamondHit[]>((acc, id) => toggleCompared(acc, hit(id)), []);
    expect(list.map((h) => h.objectID)).toEqual(['a', 'b', 'c', 'd']);
    expect(toggleCompared(list, hit('e')).map((h) => h.objectID)).toEqual(['a', 'b', 'c', 'd']);
    list = toggleCompared(list, hit('b'));
    expect(list.map((h) => h.objectID)).toEqual(['a', 'c', 'd']);
  });
});

describe('diamond facts', () => {
  const fact = (label: string) => DIAMOND_FACTS.find((f) => f.label === label)!.value(hit('a'));

  it('gives price per carat in whole dollars', () => {
    expect(pricePerCarat(hit('a'))).toBe(2000);
    expect(fact('Price per carat')).toBe('$2,000');
  });

  it('shows face-up size and measurements in mm with two decimals', () => {
    expect(fact('Face-up size')).toBe('8.91 × 6.10 mm');
    expect(fact('Measurements')).toBe('8.91 × 6.10 × 3.80 mm');
    expect(fact('Certificate')).toBe('IGI C-a');
  });
});
