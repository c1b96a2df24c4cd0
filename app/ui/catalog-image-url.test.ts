import {describe, expect, it} from 'vitest';
import {catalogImageUrl, cdnImageUrl, squareImageSources, squareSources} from './catalog-image-url';

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

describe('CDN image sizes', () => {
  it('add width, height and crop to the source, keeping its own query, relative or absolute', () => {
    expect(cdnImageUrl('https://cdn.shopify.com/a.jpg?v=1', {width: 199.6, height: 100.2, crop: 'center'})).toBe('https://cdn.shopify.com/a.jpg?v=1&width=200&height=100&crop=center');
    expect(cdnImageUrl('/images/rings/pave.svg?metal=platinum', {width: 480})).toBe('/images/rings/pave.svg?metal=platinum&width=480');
  });

  it('give a square image its size and twice it, cut to the square', () => {
    expect(squareSources('https://cdn.shopify.com/a.jpg', 56)).toEqual({
      src: 'https://cdn.shopify.com/a.jpg?width=56&height=56&crop=center',
      srcSet: 'https://cdn.shopify.com/a.jpg?width=56&height=56&crop=center 1x, https://cdn.shopify.com/a.jpg?width=112&height=112&crop=center 2x',
    });
    expect(squareImageSources('/images/diamonds/round.svg', 'http://127.0.0.1:4010', 48)?.src).toBe('http://127.0.0.1:4010/images/diamonds/round.svg?width=48&height=48&crop=center');
    expect(squareImageSources(null, 'http://x', 48)).toBeNull();
  });
});
