import {describe, expect, it} from 'vitest';
import {badgeLabel} from './product-badge';
import {swatchOverflow} from './swatch-overflow';

describe('badgeLabel', () => {
  it('takes the first BADGE_ tag, underscores becoming spaces', () => {
    expect(badgeLabel(['sale', 'BADGE_BEST_SELLER', 'BADGE_NEW_ARRIVAL'])).toBe('BEST SELLER');
    expect(badgeLabel(['BADGE_ONLY_ONE_LEFT'])).toBe('ONLY ONE LEFT');
  });

  it('is null without a badge tag, or with an empty one', () => {
    expect(badgeLabel(['sale', 'badge_lowercase', 'xBADGE_X'])).toBeNull();
    expect(badgeLabel(['BADGE_'])).toBeNull();
    expect(badgeLabel([])).toBeNull();
  });
});

describe('swatchOverflow', () => {
  it('shows the first three then +N more', () => {
    expect(swatchOverflow(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({shown: ['a', 'b', 'c'], more: 2, moreLabel: '+2 more'});
  });

  it('has no overflow label at or below the limit', () => {
    expect(swatchOverflow(['a', 'b', 'c'], 3)).toEqual({shown: ['a', 'b', 'c'], more: 0, moreLabel: null});
    expect(swatchOverflow([], 3)).toEqual({shown: [], more: 0, moreLabel: null});
  });
});
