import {describe, expect, it} from 'vitest';
import {variantGidFromParam, variantParam} from './variant-id';

describe('variant ids in product URLs', () => {
  it('shortens a gid to its numeric id and back', () => {
    const gid = 'gid://shopify/ProductVariant/2000012';
    expect(variantParam(gid)).toBe('2000012');
    expect(variantGidFromParam('2000012')).toBe(gid);
  });

  it('accepts a full gid', () => {
    expect(variantGidFromParam('gid://shopify/ProductVariant/5')).toBe('gid://shopify/ProductVariant/5');
  });

  it('rejects anything else', () => {
    for (const bad of [null, '', 'abc', '12a', 'gid://shopify/Product/5', '1'.repeat(21)]) {
      expect(variantGidFromParam(bad)).toBeNull();
    }
  });
});
