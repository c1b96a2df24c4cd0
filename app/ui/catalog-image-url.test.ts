import {describe, expect, it} from 'vitest';
import {catalogImageUrl} from './catalog-image-url';

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
