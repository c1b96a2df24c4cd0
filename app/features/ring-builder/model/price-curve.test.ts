import {describe, expect, it} from 'vitest';
import {priceAtPosition, positionOfPrice} from './price-curve';

const MAX = 50_000;

describe('price slider curve', () => {
  it('maps the ends of the slider to 0 and the maximum', () => {
    expect(priceAtPosition(0, MAX)).toBe(0);
    expect(priceAtPosition(100, MAX)).toBe(MAX);
    expect(positionOfPrice(0, MAX)).toBe(0);
    expect(positionOfPrice(MAX, MAX)).toBe(100);
  });

  it('uses the 2.5 power: the middle of the slider is about 17.7% of the maximum', () => {
    expect(priceAtPosition(50, MAX)).toBe(Math.round(MAX * 0.5 ** 2.5));
  });

  it('round-trips every position within one position', () => {
    for (let position = 0; position <= 100; position++) {
      expect(Math.abs(positionOfPrice(priceAtPosition(position, MAX), MAX) - position)).toBeLessThanOrEqual(1);
    }
  });

  it('clamps out-of-range input', () => {
    expect(priceAtPosition(-10, MAX)).toBe(0);
    expect(priceAtPosition(150, MAX)).toBe(MAX);
    expect(positionOfPrice(MAX * 2, MAX)).toBe(100);
    expect(positionOfPrice(100, 0)).toBe(0);
  });
});
