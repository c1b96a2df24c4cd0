import {describe, expect, it} from 'vitest';
import {mergeStoredState, sameJson} from './merge-stored-state';

describe('sameJson', () => {
  it('compares objects and arrays member by member', () => {
    expect(sameJson({a: [1, {b: 'x'}], c: null}, {c: null, a: [1, {b: 'x'}]})).toBe(true);
    expect(sameJson({a: [1, 2]}, {a: [2, 1]})).toBe(false);
    expect(sameJson({a: 1}, {a: 1, b: undefined})).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
  });
});

describe('mergeStoredState', () => {
  const current = {filters: {carat: {min: 0.5, max: 3}}, shapes: ['round'], view: 'grid', setView: () => {}};

  it('keeps the current state itself when nothing is stored or the stored state reads the same', () => {
    expect(mergeStoredState(undefined, current)).toBe(current);
    expect(mergeStoredState(null, current)).toBe(current);
    expect(mergeStoredState({filters: {carat: {min: 0.5, max: 3}}, shapes: ['round'], view: 'grid'}, current)).toBe(current);
  });

  it('takes the stored fields that differ and keeps the others as they are', () => {
    const merged = mergeStoredState({filters: {carat: {min: 0.5, max: 3}}, shapes: ['oval'], view: 'grid'}, current);
    expect(merged).not.toBe(current);
    expect(merged.shapes).toEqual(['oval']);
    expect(merged.filters).toBe(current.filters);
    expect(merged.setView).toBe(current.setView);
    expect(current.shapes).toEqual(['round']);
  });
});
