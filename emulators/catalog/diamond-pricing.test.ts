import {describe, expect, it} from 'vitest';
import {expectedDiamondPrice, pricePerCarat, type PricedAttributes} from './diamond-pricing';
import {MOISSANITE_CLARITY, MOISSANITE_COLORS} from './model';

const base: PricedAttributes = {
  type: 'lab', shape: 'Round', carat: 1, color: 'G', clarity: 'VS2',
  cut: 'Excellent', polish: 'Excellent', symmetry: 'Excellent', fluorescence: 'None',
};
const price = (over: Partial<PricedAttributes>) => expectedDiamondPrice({...base, ...over});
const CARATS = Array.from({length: 991}, (_, i) => Math.round((0.1 + i * 0.01) * 100) / 100);

describe('lab-grown price curve (today\'s retail market)', () => {
  it('prices a 2 ct stone at about twice a 1 ct one, not 3.6 times', () => {
    const ratio = price({carat: 2}) / price({carat: 1});
    expect(ratio).toBeGreaterThan(1.8);
    expect(ratio).toBeLessThan(2.4);
  });

  it('keeps a G VS2 excellent round near $1,000 a carat at 1 ct and every step of the curve in line', () => {
    expect(price({carat: 1})).toBeGreaterThan(800);
    expect(price({carat: 1})).toBeLessThan(1500);
    const oneCaratPpc = pricePerCarat('lab', 1);
    for (const carat of CARATS) {
      const ppc = pricePerCarat('lab', carat);
      // Nearly flat per carat: never under 60% or over twice the 1 ct rate, anywhere from 0.1 to 10 ct.
      expect(ppc).toBeGreaterThan(oneCaratPpc * 0.6);
      expect(ppc).toBeLessThan(oneCaratPpc * 2);
    }
    for (const [carat, low, high] of [[0.5, 0.4, 0.6], [1.5, 1.4, 1.75], [3, 2.8, 4.2], [5, 5, 8.5]] as const) {
      const ratio = price({carat}) / price({carat: 1});
      expect(ratio, `${carat} ct over 1 ct`).toBeGreaterThan(low);
      expect(ratio, `${carat} ct over 1 ct`).toBeLessThan(high);
    }
  });

  it('costs a falling share of natural as stones grow: 10-25% at 1 ct, under 10% from 2 ct', () => {
    const share = (carat: number) => price({carat}) / price({carat, type: 'natural'});
    expect(share(1)).toBeGreaterThan(0.1);
    expect(share(1)).toBeLessThan(0.25);
    for (const carat of [2, 3, 5, 8]) expect(share(carat)).toBeLessThan(0.1);
  });
});

describe('small stones', () => {
  it('price below $60 where the market does: no floor', () => {
    expect(price({type: 'moissanite', color: 'D-E-F', clarity: MOISSANITE_CLARITY, carat: 0.15})).toBeLessThan(60);
    expect(price({type: 'lab', carat: 0.15, color: 'K', clarity: 'SI2', shape: 'Baguette', cut: 'Good'})).toBeLessThan(60);
    // ... and a natural quarter carat still costs a few hundred dollars.
    expect(price({type: 'natural', carat: 0.25})).toBeGreaterThan(300);
  });
});

describe('moissanite', () => {
  const moissanite = (over: Partial<PricedAttributes>) => price({type: 'moissanite', clarity: MOISSANITE_CLARITY, ...over});

  it('prices the colorless band above the near colorless one, and far below lab-grown at every size', () => {
    for (const carat of [0.5, 1, 2, 3]) {
      const [colorless, nearColorless] = MOISSANITE_COLORS.map((color) => moissanite({carat, color}));
      expect(colorless).toBeGreaterThan(nearColorless!);
      expect(colorless).toBeLessThan(price({carat, color: 'G'}) * 0.6);
    }
  });
});
