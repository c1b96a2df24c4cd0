import {describe, expect, it} from 'vitest';
import {listingCountLabel} from './listing-count';

describe('listingCountLabel', () => {
  it('states the total when the listing holds more than one page', () => {
    expect(listingCountLabel(24, {count: 180, more: false})).toBe('24 of 180 products');
    expect(listingCountLabel(24, {count: 250, more: true})).toBe('24 of 250+ products');
  });

  it('says just the count when everything is shown, singular for one', () => {
    expect(listingCountLabel(12, {count: 12, more: false})).toBe('12 products');
    expect(listingCountLabel(1, {count: 1, more: false})).toBe('1 product');
    expect(listingCountLabel(0, {count: 0, more: false})).toBe('0 products');
  });

  it('falls back to what is shown when the total could not be read', () => {
    expect(listingCountLabel(24, null)).toBe('24 products');
  });
});
