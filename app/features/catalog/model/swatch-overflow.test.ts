import {describe, expect, it} from 'vitest';
import {moreSwatchesName, swatchOverflow} from './swatch-overflow';

describe('swatchOverflow', () => {
  it('shows the first swatches and sums up the rest as +N more', () => {
    expect(swatchOverflow(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({shown: ['a', 'b', 'c'], more: 2, moreLabel: '+2 more'});
    expect(swatchOverflow(['a'], 3)).toEqual({shown: ['a'], more: 0, moreLabel: null});
  });
});

describe('moreSwatchesName', () => {
  it('says color for one and colors for more, in US English, starting with the visible label', () => {
    expect(moreSwatchesName(1, 'Halo Studs')).toBe('+1 more color of Halo Studs');
    expect(moreSwatchesName(4, 'Halo Studs')).toBe('+4 more colors of Halo Studs');
  });
});
