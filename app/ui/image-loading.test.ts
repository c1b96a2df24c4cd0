import {describe, expect, it} from 'vitest';
import {cardImageLoading} from './image-loading';

describe('cardImageLoading', () => {
  it('loads the first card ahead of the rest, the others above the fold at once, the rest lazily', () => {
    expect([0, 1, 2, 3, 4, 23].map((index) => cardImageLoading(index, 4))).toEqual(['priority', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('loads every card lazily when none is above the fold', () => {
    expect(cardImageLoading(0, 0)).toBe('lazy');
  });
});
