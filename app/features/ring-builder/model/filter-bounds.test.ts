import {describe, expect, it} from 'vitest';
import {caratRangeProblem, clampFilters, clampProportions, clampRange} from './filter-bounds';

const setting = {stoneSizeBegin: 0.5, stoneSizeEnd: 2.5};

describe('clampFilters', () => {
  it('holds a 0-99 carat range to a 2.5 ct setting\'s stone range', () => {
    expect(clampFilters({carat: [0, 99], color: [0, 4], clarity: [0, 6], price: [0, 50_000]}, setting).carat).toEqual([0.5, 2.5]);
  });

  it('holds the carat to 0-5 without a setting', () => {
    expect(clampFilters({carat: [7, 10], color: [0, 4], clarity: [0, 6], price: [0, 50_000]}, null).carat).toEqual([5, 5]);
  });

  it('holds colour, clarity and price to their sliders\' bounds', () => {
    expect(clampFilters({carat: [1, 2], color: [-3, 40], clarity: [2, 60], price: [-10, 9_000_000]}, setting)).toEqual({
      carat: [1, 2],
      color: [0, 4],
      clarity: [2, 6],
      price: [0, 50_000],
    });
  });

  it('keeps a carat minimum above the maximum inverted so it can be shown', () => {
    expect(clampFilters({carat: [2, 1], color: [0, 4], clarity: [0, 6], price: [0, 50_000]}, setting).carat).toEqual([2, 1]);
  });

  it('keeps each filter inside its bounds as the same range, so a change to one leaves the others alone', () => {
    const filters = {carat: [0.5, 2] as [number, number], color: [0, 4] as [number, number], clarity: [1, 5] as [number, number], price: [0, 50_000] as [number, number]};
    const clamped = clampFilters({...filters, color: [2, 4]}, null);
    expect(clamped.carat).toBe(filters.carat);
    expect(clamped.clarity).toBe(filters.clarity);
    expect(clamped.price).toBe(filters.price);
  });
});

describe('clampRange', () => {
  it('leaves a range inside its bounds as it is', () => {
    expect(clampRange([1, 2], [0, 5])).toEqual([1, 2]);
  });

  it('returns the very range it was given when nothing moves, and a new one when an end moves', () => {
    const inside: [number, number] = [1, 2];
    expect(clampRange(inside, [0, 5])).toBe(inside);
    const outside: [number, number] = [1, 9];
    expect(clampRange(outside, [0, 5])).not.toBe(outside);
  });
});

describe('clampProportions', () => {
  it('holds each proportion range to its slider and drops nothing', () => {
    expect(clampProportions({tablePercent: [10, 99], depthPercent: [60, 65]})).toEqual({tablePercent: [50, 80], depthPercent: [60, 65]});
  });
});

describe('caratRangeProblem', () => {
  it('names a minimum above the maximum', () => {
    expect(caratRangeProblem([3, 1])).toBe('The minimum carat (3) is above the maximum (1): lower the minimum or raise the maximum.');
  });

  it('is null for an ordered range', () => {
    expect(caratRangeProblem([1, 1])).toBeNull();
  });
});
