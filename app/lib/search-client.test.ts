import {describe, expect, it} from 'vitest';
import {catalogImageUrl, searchHosts} from './search-client';

describe('searchHosts', () => {
  it('turns host:port into the client hosts option', () => {
    expect(searchHosts('127.0.0.1:4020')).toEqual([{url: '127.0.0.1', port: 4020, protocol: 'http', accept: 'read'}]);
  });

  it('uses Algolia hosts when no host is set', () => {
    expect(searchHosts(null)).toBeUndefined();
  });
});

describe('catalogImageUrl', () => {
  it('resolves record paths against the catalogue image origin', () => {
    expect(catalogImageUrl('/images/a.svg', 'http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010/images/a.svg');
  });

  it('keeps full URLs and paths without an origin', () => {
    expect(catalogImageUrl('https://cdn.shopify.com/a.png', 'http://x')).toBe('https://cdn.shopify.com/a.png');
    expect(catalogImageUrl('/images/a.svg', null)).toBe('/images/a.svg');
    expect(catalogImageUrl('', 'http://x')).toBeNull();
  });
});
