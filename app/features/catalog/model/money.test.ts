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

describe('formatMoney in US dollars, written without Intl', () => {
  const viaIntl = (value: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
    }).format(value);

  it('writes what Intl writes for every kind of amount the store shows', () => {
    const amounts = [
      0, -0, 1, 9, 10, 99, 100, 999, 1000, 1250, 12500, 999999, 1000000, 123456789, 9007199254740991,
      0.5, 0.05, 0.005, 0.004, 1.005, 1.015, 2.675, 99.5, 99.995, 99.994, 999.999, 1234.5, 1299.99,
      -1, -50, -1250.5, -0.005, 1e-7, 1e21, 4166.666666666667, 83.33333333333333,
    ];
    for (const amount of amounts) expect(formatMoney({amount: String(amount), currencyCode: 'USD'}), String(amount)).toBe(viaIntl(Number(String(amount))));
  });

  it('writes what Intl writes for ten thousand random prices and monthly payments', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 10000; i++) {
      const price = Math.round(random() * 5_000_000) / 100;
      const amount = i % 2 ? price : price / 12;
      expect(formatMoney({amount: String(amount), currencyCode: 'USD'}), String(amount)).toBe(viaIntl(Number(String(amount))));
    }
  });

  it('leaves other currencies to Intl', () => {
    expect(formatMoney({amount: '1250.5', currencyCode: 'EUR'})).toBe('€1,250.50');
    expect(formatMoney({amount: '1250', currencyCode: 'CAD'})).toBe('CA$1,250');
  });
});
