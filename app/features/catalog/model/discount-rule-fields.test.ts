import {describe, expect, it} from 'vitest';
import {orderDiscountRules, parseDiscountRuleFields} from './discount-rule-fields';

const fields = (record: Record<string, string>) => Object.entries(record).map(([key, value]) => ({key, value}));

const seeded = {
  field: 'productType',
  values: '[{"value":"band"}]',
  op: 'includes',
  percent: '10',
  priceMax: '2000.00',
  universal: 'false',
  position: '2',
};

describe('parseDiscountRuleFields', () => {
  it('reads a stored rule', () => {
    expect(parseDiscountRuleFields(fields(seeded))).toEqual({
      ok: true,
      rule: {field: 'productType', values: [{value: 'band'}], op: 'includes', percent: 10, priceMax: 2000, universal: false},
      position: 2,
    });
  });

  it('treats a missing priceMax and universal as none and false', () => {
    const {priceMax: _p, universal: _u, ...rest} = seeded;
    const parsed = parseDiscountRuleFields(fields(rest));
    expect(parsed.ok && parsed.rule).toMatchObject({priceMax: null, universal: false});
  });

  it.each([
    ['an unknown op', {op: 'startsWith'}],
    ['values that are not JSON', {values: '[{'}],
    ['values of the wrong shape', {values: '["band"]'}],
    ['a percent out of range', {percent: '150'}],
    ['a percent that is not a number', {percent: 'ten'}],
    ['a negative priceMax', {priceMax: '-1'}],
    ['an empty field', {field: ' '}],
  ])('rejects %s', (_name, override) => {
    expect(parseDiscountRuleFields(fields({...seeded, ...override})).ok).toBe(false);
  });
});

describe('orderDiscountRules', () => {
  it('orders by position, unpositioned last, ties as stored', () => {
    const rule = (field: string) => ({field, values: [], op: 'equals' as const, percent: 1, priceMax: null, universal: false});
    const ordered = orderDiscountRules([
      {rule: rule('c'), position: null},
      {rule: rule('b'), position: 2},
      {rule: rule('a'), position: 1},
      {rule: rule('b2'), position: 2},
    ]);
    expect(ordered.map((r) => r.field)).toEqual(['a', 'b', 'b2', 'c']);
  });
});
