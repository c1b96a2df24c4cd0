import {describe, expect, it} from 'vitest';
import {generateDiamonds} from './generate-diamonds';
import {DEFAULT_SEED, DIAMOND_CLARITIES, DIAMOND_COLORS, DIAMOND_LABS, MOISSANITE_CLARITY, MOISSANITE_COLORS, NO_GRADING_LAB, type SeedDiamond} from './model';

const diamonds: SeedDiamond[] = [...generateDiamonds({seed: DEFAULT_SEED, count: 50_000})];
const share = (predicate: (d: SeedDiamond) => boolean, of = diamonds) => of.filter(predicate).length / of.length;
const ACCENT_SHAPES = ['Half Moon', 'Baguette', 'Triangle'];

describe('centre-stone shapes in the diamond index', () => {
  it('holds few half moons, baguettes and triangles: they are cut as side stones', () => {
    expect(share((d) => ACCENT_SHAPES.includes(d.shape))).toBeLessThan(0.006);
    for (const shape of ACCENT_SHAPES) {
      const n = diamonds.filter((d) => d.shape === shape).length;
      // A few for the shopper who asks, far fewer than any centre-stone shape.
      expect(n, shape).toBeGreaterThan(10);
      expect(n, shape).toBeLessThan(diamonds.filter((d) => d.shape === 'Asscher').length / 5);
    }
  });
});

describe('moissanite as makers sell it', () => {
  const moissanite = diamonds.filter((d) => d.type === 'moissanite');

  it('comes in the colour bands D-E-F colorless and G-H-I near colorless, mostly colorless', () => {
    expect(new Set(moissanite.map((d) => d.color))).toEqual(new Set(MOISSANITE_COLORS));
    expect(share((d) => d.color === 'D-E-F', moissanite)).toBeGreaterThan(0.6);
  });

  it('carries no diamond grade, grading lab or lab report', () => {
    expect(moissanite.length).toBeGreaterThan(1000);
    const graded = moissanite.filter(
      (d) => (DIAMOND_COLORS as readonly string[]).includes(d.color) || d.clarity !== MOISSANITE_CLARITY || d.lab !== NO_GRADING_LAB,
    );
    expect(graded).toEqual([]);
  });

  it('leaves diamonds graded on the diamond scales by GIA or IGI', () => {
    const ungraded = diamonds.filter(
      (d) =>
        d.type !== 'moissanite' &&
        !((DIAMOND_COLORS as readonly string[]).includes(d.color) && (DIAMOND_CLARITIES as readonly string[]).includes(d.clarity) && (DIAMOND_LABS as readonly string[]).includes(d.lab)),
    );
    expect(ungraded).toEqual([]);
  });
});

describe('small stones in the index', () => {
  it('are priced below $60 where the model says so: no floor', () => {
    expect(diamonds.filter((d) => d.total_sales_price < 60).length).toBeGreaterThan(0);
    expect(diamonds.filter((d) => d.total_sales_price === 60).length).toBeLessThan(diamonds.length / 1000);
  });
});
