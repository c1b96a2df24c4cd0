import {describe, expect, it} from 'vitest';
import {INVALID, defaulted, exactly, finiteNumber, list, nonNegative, nullable, numberPair, object, oneOf, optional, orElse, positive, record, refine, text} from './shape-check';

describe('shape checks', () => {
  it('check single values', () => {
    expect(text('a')).toBe('a');
    expect(text(1)).toBe(INVALID);
    expect(finiteNumber(Number.NaN)).toBe(INVALID);
    expect(finiteNumber(Infinity)).toBe(INVALID);
    expect(nonNegative(0)).toBe(0);
    expect(nonNegative(-1)).toBe(INVALID);
    expect(positive(0)).toBe(INVALID);
    expect(exactly(1)(1)).toBe(1);
    expect(exactly(1)('1')).toBe(INVALID);
    expect(oneOf(['lab', 'natural'])('lab')).toBe('lab');
    expect(oneOf(['lab', 'natural'])('toString')).toBe(INVALID);
  });

  it('wrap checks: nullable, optional, a default, a fallback, a refinement', () => {
    expect(nullable(text)(null)).toBeNull();
    expect(nullable(text)(undefined)).toBe(INVALID);
    expect(optional(text)(undefined)).toBeUndefined();
    expect(optional(text)(null)).toBe(INVALID);
    expect(defaulted(text, 'none')(undefined)).toBe('none');
    expect(defaulted(text, 'none')(3)).toBe(INVALID);
    expect(orElse(text, 'none')(3)).toBe('none');
    expect(orElse(text, 'none')(undefined)).toBe('none');
    expect(refine(numberPair, ([min, max]) => min <= max)([2, 1])).toBe(INVALID);
  });

  it('check lists by their items and length', () => {
    expect(list(text, {min: 1})(['a'])).toEqual(['a']);
    expect(list(text, {min: 1})([])).toBe(INVALID);
    expect(list(text, {max: 1})(['a', 'b'])).toBe(INVALID);
    expect(list(text)(['a', 1])).toBe(INVALID);
    expect(list(text)('a')).toBe(INVALID);
    expect(numberPair([1, 2, 3])).toBe(INVALID);
  });

  it('keep only the fields an object names, leaving out those that read as undefined', () => {
    expect(object({a: text, b: optional(text)})({a: 'x', c: 'dropped'})).toEqual({a: 'x'});
    expect(object({a: text})({})).toBe(INVALID);
    expect(object({a: text})(['x'])).toBe(INVALID);
    expect(object({a: text})(null)).toBe(INVALID);
  });

  it('check records by their values and, when given, their keys', () => {
    expect(record(text)({a: 'x', b: 'y'})).toEqual({a: 'x', b: 'y'});
    expect(record(text)({a: 1})).toBe(INVALID);
    expect(record(text, ['a'])({a: 'x'})).toEqual({a: 'x'});
    expect(record(text, ['a'])({b: 'x'})).toBe(INVALID);
  });
});
