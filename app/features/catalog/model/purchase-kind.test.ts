import {describe, expect, it} from 'vitest';
import {purchaseKind} from './purchase-kind';

describe('purchaseKind', () => {
  it('follows the store flag', () => {
    expect(purchaseKind('true', 'Engagement Ring Setting', 'Engagement Ring Setting')).toBe('cart');
    expect(purchaseKind('false', 'Earrings', 'Engagement Ring Setting')).toBe('ring-builder');
  });

  it('falls back to the product type', () => {
    expect(purchaseKind(undefined, 'Engagement Ring Setting', 'Engagement Ring Setting')).toBe('ring-builder');
    expect(purchaseKind(null, 'Earrings', 'Engagement Ring Setting')).toBe('cart');
  });
});
