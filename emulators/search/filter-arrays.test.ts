import {describe, expect, it} from 'vitest';
import {facetFilterClauses, numericFilterClauses, tagFilterClauses} from './filter-arrays';

describe('facetFilters', () => {
  it('reads AND lists, OR groups, negation and escaped minus signs', () => {
    expect(facetFilterClauses(['shape:Round', ['color:D', 'color:-E'], 'tags:\\-sale'])).toEqual([
      [{kind: 'facet', attribute: 'shape', value: 'Round', negated: false}],
      [
        {kind: 'facet', attribute: 'color', value: 'D', negated: false},
        {kind: 'facet', attribute: 'color', value: 'E', negated: true},
      ],
      [{kind: 'facet', attribute: 'tags', value: '-sale', negated: false}],
    ]);
  });

  it('reads a single string and the JSON-encoded form of the params string', () => {
    expect(facetFilterClauses('shape:Round')).toHaveLength(1);
    expect(facetFilterClauses('[["shape:Round","shape:Oval"]]')[0]).toHaveLength(2);
    expect(facetFilterClauses(undefined)).toEqual([]);
  });

  it('rejects filters without an attribute and deeper nesting', () => {
    expect(() => facetFilterClauses(['Round'])).toThrowError(/expected attribute:value/);
    expect(() => facetFilterClauses([[['shape:Round']]])).toThrowError(/nest one level/);
    expect(() => facetFilterClauses('[oops')).toThrowError(/Invalid JSON/);
  });
});

describe('numericFilters', () => {
  it('reads comparisons, ranges and OR groups', () => {
    expect(numericFilterClauses(['carat>=1', 'total_sales_price:500 TO 2000', ['colorIndex<2', 'colorIndex = 5']])).toEqual([
      [{kind: 'numeric', attribute: 'carat', operator: '>=', value: 1, negated: false}],
      [{kind: 'range', attribute: 'total_sales_price', lower: 500, upper: 2000, negated: false}],
      [
        {kind: 'numeric', attribute: 'colorIndex', operator: '<', value: 2, negated: false},
        {kind: 'numeric', attribute: 'colorIndex', operator: '=', value: 5, negated: false},
      ],
    ]);
  });

  it('rejects malformed conditions', () => {
    expect(() => numericFilterClauses(['carat >> 1'])).toThrowError(/numericFilters/);
    expect(() => numericFilterClauses(['carat > one'])).toThrowError(/invalid number/);
  });
});

describe('tagFilters', () => {
  it('reads tags with negation', () => {
    expect(tagFilterClauses(['new', ['a', '-b']])).toEqual([
      [{kind: 'tag', value: 'new', negated: false}],
      [
        {kind: 'tag', value: 'a', negated: false},
        {kind: 'tag', value: 'b', negated: true},
      ],
    ]);
  });
});
