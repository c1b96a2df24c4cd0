import {describe, expect, it} from 'vitest';
import {sitemapLink, withoutUrls, withUrl} from './sitemap-links';

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

describe('withoutUrls', () => {
  it('drops the named locations and keeps the rest of the sitemap as it was', () => {
    const url = (loc: string) => `<url>\n  <loc>${loc}</loc>\n  <lastmod>2026-01-01</lastmod>\n</url>\n`;
    const xml = `<urlset>\n${url('https://s/a')}${url('https://s/care-plan')}${url('https://s/b')}</urlset>`;
    expect(withoutUrls(xml, new Set(['https://s/care-plan']))).toBe(`<urlset>\n${url('https://s/a')}${url('https://s/b')}</urlset>`);
    expect(withoutUrls(xml, new Set())).toBe(xml);
  });
});

describe('withUrl', () => {
  const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url>\n  <loc>https://shop.example/shop/collections/rings</loc>\n</url></urlset>';

  it('adds the page before the end of the url set', () => {
    const out = withUrl(xml, 'https://shop.example/shop/collections/all');
    expect(out).toContain('<loc>https://shop.example/shop/collections/all</loc>');
    expect(out.endsWith('</urlset>')).toBe(true);
    expect(out.indexOf('/rings')).toBeLessThan(out.indexOf('/all'));
  });

  it('adds nothing twice', () => {
    const once = withUrl(xml, 'https://shop.example/shop/collections/all');
    expect(withUrl(once, 'https://shop.example/shop/collections/all')).toBe(once);
  });
});
