import {describe, expect, it} from 'vitest';
import {hitImageSources} from './hit-image';

describe('hitImageSources', () => {
  it("offers a result's picture at each grid width from the CDN, 400 px as the fallback source", () => {
    expect(hitImageSources('/images/products/a.svg', 'http://127.0.0.1:4010')).toEqual({
      src: 'http://127.0.0.1:4010/images/products/a.svg?width=400',
      srcSet: [200, 400, 600, 800].map((px) => `http://127.0.0.1:4010/images/products/a.svg?width=${px} ${px}w`).join(', '),
      sizes: '(min-width: 1024px) 25vw, 50vw',
    });
    expect(hitImageSources('', 'http://x')).toBeNull();
  });
});
