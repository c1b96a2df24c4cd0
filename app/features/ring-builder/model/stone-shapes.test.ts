import {describe, expect, it} from 'vitest';
import {FILTER_SHAPES, PICKER_SHAPES, canonicalShape, pickerShapeValues, shapeIconSlug} from './stone-shapes';

describe('shapeIconSlug', () => {
  it('names each shape icon', () => {
    expect(shapeIconSlug('Elongated Cushion')).toBe('elongated-cushion');
    expect(shapeIconSlug('lozenge')).toBe('lozenge');
  });

  it('falls back to the Round icon', () => {
    expect(shapeIconSlug('Heart')).toBe('round');
  });
});

describe('where each shape is offered (spec §3)', () => {
  it('the filter icons include Half Moon and leave out Lozenge', () => {
    expect(FILTER_SHAPES).toContain('Half Moon');
    expect(FILTER_SHAPES).not.toContain('Lozenge');
    expect(FILTER_SHAPES).toHaveLength(14);
  });

  it('the option pickers include Lozenge and leave out Half Moon', () => {
    expect(PICKER_SHAPES).toContain('Lozenge');
    expect(PICKER_SHAPES).not.toContain('Half Moon');
    expect(PICKER_SHAPES).toHaveLength(14);
  });

  it('a picker drops a Half Moon value whatever its spelling and keeps the rest, unknown shapes too', () => {
    const values = [{value: 'Round'}, {value: 'half moon'}, {value: 'Lozenge'}, {value: 'Heart'}];
    expect(pickerShapeValues(values).map((option) => option.value)).toEqual(['Round', 'Lozenge', 'Heart']);
  });

  it('names a catalogue spelling of a shape by the spec', () => {
    expect(canonicalShape(' elongated oval ')).toBe('Elongated Oval');
    expect(canonicalShape('Heart')).toBeNull();
  });
});
