import {describe, expect, it} from 'vitest';
import {calculatePrice, discountFraction, percentBelow, percentOffLabel, shownPrice} from './price';

describe('calculatePrice', () => {
  it('uses the override when present, else the total, else 0', () => {
    expect(calculatePrice({totalPrice: 100, totalPriceOverride: 80})).toBe('80');
    expect(calculatePrice({totalPrice: 100, totalPriceOverride: null})).toBe('100');
    expect(calculatePrice({totalPrice: 100})).toBe('100');
    expect(calculatePrice({})).toBe('0');
    expect(calculatePrice({totalPriceOverride: 0, totalPrice: 50})).toBe('0');
  });

  it('multiplies by (1 - discount) and rounds to a whole number string', () => {
    expect(calculatePrice({totalPrice: 1030}, 0.2)).toBe('824');
    expect(calculatePrice({totalPrice: 999.5}, 0)).toBe('1000');
    expect(calculatePrice({totalPrice: 1234}, 0.15)).toBe('1049');
    expect(calculatePrice({totalPrice: 10}, 1)).toBe('0');
  });
});

describe('discount labels', () => {
  it('turns a percent into a fraction, null as none', () => {
    expect(discountFraction(20)).toBe(0.2);
    expect(discountFraction(null)).toBe(0);
  });

  it('rounds the percent off', () => {
    expect(percentOffLabel(15.57)).toBe('16% off');
    expect(percentOffLabel(15.5)).toBe('16% off');
    expect(percentOffLabel(15.49)).toBe('15% off');
    expect(percentOffLabel(20)).toBe('20% off');
  });

  it('computes how far a price is below its compare-at price', () => {
    expect(percentBelow(1030, 1220)).toBeCloseTo(15.57, 2);
    expect(percentBelow(100, 100)).toBeNull();
    expect(percentBelow(100, null)).toBeNull();
    expect(percentBelow(120, 100)).toBeNull();
  });
});

describe('shownPrice', () => {
  it('a discount rule lowers the current price', () => {
    expect(shownPrice(1000, 1200, 20)).toEqual({price: 800, wasPrice: 1000, percentOff: 20});
  });

  it('without a rule, the compare-at price is the sale', () => {
    expect(shownPrice(1030, 1220, null)).toMatchObject({price: 1030, wasPrice: 1220});
    expect(shownPrice(1030, null, null)).toEqual({price: 1030, wasPrice: null, percentOff: null});
  });
});
