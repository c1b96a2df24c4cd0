import {describe, expect, it} from 'vitest';
import {cardImageLoading, imageLoadingAttributes} from './image-loading';

describe('cardImageLoading', () => {
  it('loads the first card ahead of the rest, the others above the fold at once, the rest lazily', () => {
    expect([0, 1, 2, 3, 4, 23].map((index) => cardImageLoading(index, 4))).toEqual(['priority', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('loads every card lazily when none is above the fold', () => {
    expect(cardImageLoading(0, 0)).toBe('lazy');
  });
});

describe('imageLoadingAttributes', () => {
  it('asks for the priority image first, for eager images at once behind it, and for lazy ones when near', () => {
    expect(imageLoadingAttributes('priority')).toEqual({loading: 'eager', decoding: 'auto', fetchpriority: 'high', elementtiming: 'priority-image'});
    expect(imageLoadingAttributes('eager')).toEqual({loading: 'eager', decoding: 'async', fetchpriority: 'low'});
    expect(imageLoadingAttributes('lazy')).toEqual({loading: 'lazy', decoding: 'async'});
  });
});
