import {describe, expect, it} from 'vitest';
import {isHandle, withQuery} from './legacy-path';

describe('legacy paths', () => {
  it('accepts Shopify handles and nothing that could build another URL', () => {
    expect(isHandle('halo-studs')).toBe(true);
    for (const bad of [undefined, '', '-x', 'Halo', '..', 'a/b', '%2F%2Fevil.example', '\\evil', 'a b', 'x'.repeat(256)]) expect(isHandle(bad)).toBe(false);
  });

  it('keeps the query string on the new path', () => {
    expect(withQuery('/shop/products/halo', 'https://shop.example/products/halo?variant=42&utm_source=mail')).toBe('/shop/products/halo?variant=42&utm_source=mail');
    expect(withQuery('/shop/products/halo', 'https://shop.example/products/halo?')).toBe('/shop/products/halo');
    expect(withQuery('/shop/products/halo', 'https://shop.example/products/halo')).toBe('/shop/products/halo');
  });
});
