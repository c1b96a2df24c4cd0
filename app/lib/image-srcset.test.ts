import {describe, expect, it} from 'vitest';
import {catalogImageSrcSet} from './image-srcset';

describe('catalogImageSrcSet', () => {
  it('offers CDN widths below the source width, then the source itself', () => {
    expect(catalogImageSrcSet('https://cdn.shopify.com/s/files/1/ring.jpg?v=17', 700)).toBe(
      [
        'https://cdn.shopify.com/s/files/1/ring.jpg?v=17&width=200 200w',
        'https://cdn.shopify.com/s/files/1/ring.jpg?v=17&width=400 400w',
        'https://cdn.shopify.com/s/files/1/ring.jpg?v=17&width=600 600w',
        'https://cdn.shopify.com/s/files/1/ring.jpg?v=17 700w',
      ].join(', '),
    );
  });

  it('stops at 3000 px for a very large source', () => {
    const candidates = catalogImageSrcSet('https://cdn.shopify.com/big.png', 5000)!.split(', ');
    expect(candidates).toHaveLength(16);
    expect(candidates.at(-2)).toBe('https://cdn.shopify.com/big.png?width=3000 3000w');
    expect(candidates.at(-1)).toBe('https://cdn.shopify.com/big.png 5000w');
  });

  it('keeps a relative URL relative', () => {
    expect(catalogImageSrcSet('/images/ring.webp', 300)).toBe('/images/ring.webp?width=200 200w, /images/ring.webp 300w');
  });

  it('gives none for vector images or unknown widths', () => {
    expect(catalogImageSrcSet('http://127.0.0.1:4340/images/products/ring.svg', 800)).toBeUndefined();
    expect(catalogImageSrcSet('https://cdn.shopify.com/ring.SVG?v=2', 800)).toBeUndefined();
    expect(catalogImageSrcSet('https://cdn.shopify.com/ring.jpg', null)).toBeUndefined();
  });
});
