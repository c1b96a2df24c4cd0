import {describe, expect, it} from 'vitest';
import {moreSwatchesNoun, swatchOverflow} from './swatch-overflow';

describe('swatchOverflow', () => {
  it('shows the first swatches and sums up the rest as +N more', () => {
    expect(swatchOverflow(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({shown: ['a', 'b', 'c'], more: 2, moreLabel: '+2 more'});
    expect(swatchOverflow(['a'], 3)).toEqual({shown: ['a'], more: 0, moreLabel: null});
  });
});

describe('moreSwatchesNoun', () => {
  it('says color for one and colors for more, in US English', () => {
    expect(moreSwatchesNoun(1)).toBe('color');
    expect(moreSwatchesNoun(4)).toBe('colors');
  });
});
