import {describe, expect, it} from 'vitest';
import {shapeIconSlug} from './stone-shapes';

describe('shapeIconSlug', () => {
  it('names each shape icon', () => {
    expect(shapeIconSlug('Elongated Cushion')).toBe('elongated-cushion');
    expect(shapeIconSlug('lozenge')).toBe('lozenge');
  });

  it('falls back to the Round icon', () => {
    expect(shapeIconSlug('Heart')).toBe('round');
  });
});
