import {describe, expect, it} from 'vitest';
import {sitemapLink} from './sitemap-links';

const baseUrl = 'https://shop.example';

describe('sitemapLink', () => {
  it.each([
    ['products', 'classic-solitaire', 'https://shop.example/shop/products/classic-solitaire'],
    ['collections', 'engagement-rings', 'https://shop.example/shop/collections/engagement-rings'],
    ['pages', 'faq', 'https://shop.example/support/faq'],
    ['pages', 'privacy-policy', 'https://shop.example/support/privacy-policy'],
    ['pages', 'diamond-attributes', 'https://shop.example/learn/diamond/attributes'],
    ['pages', 'lab-and-natural', 'https://shop.example/learn/diamond/lab-and-natural'],
    ['pages', 'gift-guide', 'https://shop.example/gift-guide'],
  ])('puts %s %s at its route', (type, handle, url) => {
    expect(sitemapLink({type, baseUrl, handle})).toBe(url);
  });

  it('puts categories under /shop/categories', () => {
    const types = new Map([['rings', 'category'], ['gifts', 'collection']]);
    expect(sitemapLink({type: 'collections', baseUrl, handle: 'rings'}, types)).toBe('https://shop.example/shop/categories/rings');
    expect(sitemapLink({type: 'collections', baseUrl, handle: 'gifts'}, types)).toBe('https://shop.example/shop/collections/gifts');
  });
});
