import {describe, expect, it} from 'vitest';
import {parseFilterString} from './filter-string';

describe('parseFilterString', () => {
  it('reads facet, numeric, range, boolean and tag conditions', () => {
    expect(parseFilterString('shape:Round AND carat >= 1.5 AND total_sales_price:500 TO 2000 AND available:true AND featured')).toEqual([
      [{kind: 'facet', attribute: 'shape', value: 'Round', negated: false}],
      [{kind: 'numeric', attribute: 'carat', operator: '>=', value: 1.5, negated: false}],
      [{kind: 'range', attribute: 'total_sales_price', lower: 500, upper: 2000, negated: false}],
      [{kind: 'facet', attribute: 'available', value: 'true', negated: false}],
      [{kind: 'tag', value: 'featured', negated: false}],
    ]);
  });

  it('reads quoted attributes and values, with escapes and keywords inside quotes', () => {
    expect(parseFilterString(`shape:"Elongated Cushion" AND "cut":'Very Good' AND tag:"AND" AND name:"say \\"hi\\""`)).toEqual([
      [{kind: 'facet', attribute: 'shape', value: 'Elongated Cushion', negated: false}],
      [{kind: 'facet', attribute: 'cut', value: 'Very Good', negated: false}],
      [{kind: 'facet', attribute: 'tag', value: 'AND', negated: false}],
      [{kind: 'facet', attribute: 'name', value: 'say "hi"', negated: false}],
    ]);
  });

  it('reads OR groups in parentheses, a top-level OR chain, and NOT on single conditions', () => {
    expect(parseFilterString('(shape:Round OR NOT shape:Oval) AND NOT color:D AND price != 5')).toEqual([
      [
        {kind: 'facet', attribute: 'shape', value: 'Round', negated: false},
        {kind: 'facet', attribute: 'shape', value: 'Oval', negated: true},
      ],
      [{kind: 'facet', attribute: 'color', value: 'D', negated: true}],
      [{kind: 'numeric', attribute: 'price', operator: '!=', value: 5, negated: false}],
    ]);
    expect(parseFilterString('shape:Round OR (shape:Oval OR carat < 1)')).toEqual([
      [
        {kind: 'facet', attribute: 'shape', value: 'Round', negated: false},
        {kind: 'facet', attribute: 'shape', value: 'Oval', negated: false},
        {kind: 'numeric', attribute: 'carat', operator: '<', value: 1, negated: false},
      ],
    ]);
    expect(parseFilterString('   ')).toEqual([]);
    expect(parseFilterString('price > -5')[0]?.[0]).toMatchObject({operator: '>', value: -5});
  });

  it.each([
    ['shape:Round shape:Oval', 'filters: Unexpected token string(shape) expected end of filter at col 12'],
    ['category.lvl2:Womens>Tailoring', 'filters: Unexpected token \'>\' expected end of filter at col 20'],
    ['(a:b AND c:d) OR e:f', "filters: Unexpected token string(AND) expected ')' at col 5"],
    ['a:b OR c:d AND e:f', 'filters: Unexpected token string(AND) expected end of filter at col 11'],
    ['a:b AND c:d OR e:f', 'filters: Unexpected token string(OR) expected end of filter at col 12'],
    ['NOT (a:b OR c:d)', "filters: Unexpected token '(' expected filter (NOT cannot negate a group) at col 4"],
    ['(a:b OR c:d', "filters: Unexpected token end of filter expected ')' at col 11"],
    ['price > cheap', 'filters: Unexpected token string(cheap) expected numeric at col 8'],
    ['price:1 TO', 'filters: Unexpected token end of filter expected numeric at col 10'],
    ['shape:"Round', 'filters: Unterminated string at col 6'],
    ['AND a:b', 'filters: Unexpected token string(AND) expected filter at col 0'],
    ['a:', 'filters: Unexpected token end of filter expected string at col 2'],
  ])('rejects %s as Algolia does', (filters, message) => {
    expect(() => parseFilterString(filters)).toThrowError(message);
  });
});
