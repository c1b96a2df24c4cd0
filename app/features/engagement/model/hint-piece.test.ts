import {describe, expect, it} from 'vitest';
import {hintPiece} from './hint-piece';

const product = {title: 'Halo Studs', handle: 'halo-studs'};

describe('hintPiece', () => {
  it('names a product by its catalogue title and links its product page', () => {
    expect(hintPiece({}, product)).toEqual({title: 'Halo Studs', path: '/shop/products/halo-studs'});
  });

  it('names a ring by its stone shape and links its review page for the same setting', () => {
    const ringPath = '/ring-builder/review?setting=halo-studs&variant=7&stone=LD1&type=lab';
    expect(hintPiece({ringPath, stoneShape: 'Oval'}, product)).toEqual({title: 'Custom Oval Engagement Ring', path: ringPath});
  });

  it('refuses a ring link for another setting or another page, or half a ring', () => {
    expect(hintPiece({ringPath: '/ring-builder/review?setting=other', stoneShape: 'Oval'}, product)).toBeNull();
    expect(hintPiece({ringPath: '/account?setting=halo-studs', stoneShape: 'Oval'}, product)).toBeNull();
    expect(hintPiece({ringPath: '/ring-builder/review?setting=halo-studs'}, product)).toBeNull();
    expect(hintPiece({stoneShape: 'Oval'}, product)).toBeNull();
  });
});
