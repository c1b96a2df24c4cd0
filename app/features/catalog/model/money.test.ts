import {describe, expect, it} from 'vitest';
import {formatMoney, isDiscounted} from './money';

describe('formatMoney', () => {
  it('drops the cents of whole amounts', () => {
    expect(formatMoney({amount: '1250.0', currencyCode: 'USD'})).toBe('$1,250');
  });

  it('keeps two decimals otherwise', () => {
    expect(formatMoney({amount: '99.5', currencyCode: 'USD'})).toBe('$99.50');
  });

  it('answers an empty string for a malformed amount', () => {
    expect(formatMoney({amount: 'abc', currencyCode: 'USD'})).toBe('');
  });
});

describe('isDiscounted', () => {
  const price = {amount: '800.0', currencyCode: 'USD'};

  it('is true when compare-at exceeds the price', () => {
    expect(isDiscounted(price, {amount: '1000.0', currencyCode: 'USD'})).toBe(true);
  });

  it('is false without a compare-at price or when it is not higher', () => {
    expect(isDiscounted(price, null)).toBe(false);
    expect(isDiscounted(price, {amount: '800.0', currencyCode: 'USD'})).toBe(false);
  });
});
