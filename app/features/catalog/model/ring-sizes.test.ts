import {describe, expect, it} from 'vitest';
import {ringSizeChart, ringSizeDiameterMm} from './ring-sizes';

describe('ringSizeChart', () => {
  it('lists US 3 to 13 in half sizes', () => {
    const sizes = ringSizeChart().map((row) => row.size);
    expect(sizes).toHaveLength(21);
    expect(sizes[0]).toBe(3);
    expect(sizes.at(-1)).toBe(13);
    expect(sizes).toContain(6.5);
  });

  it('gives the standard inside diameter and circumference', () => {
    const six = ringSizeChart().find((row) => row.size === 6)!;
    expect(six).toEqual({size: 6, diameterMm: 16.5, circumferenceMm: 51.9});
    expect(ringSizeDiameterMm(3)).toBeCloseTo(14.07, 2);
    expect(ringSizeDiameterMm(13)).toBeCloseTo(22.2, 1);
  });
});
