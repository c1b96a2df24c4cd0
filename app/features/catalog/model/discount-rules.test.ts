import {describe, expect, it} from 'vitest';
import {matchDiscountPercent, ruleApplies, type DiscountRule, type DiscountSubject} from './discount-rules';
import {readDiscountRulesResponse} from './discount-rules-response';

const rule = (overrides: Partial<DiscountRule>): DiscountRule => ({
  field: 'tags',
  values: [{value: 'sale'}],
  op: 'equals',
  percent: 20,
  universal: false,
  ...overrides,
});

const band: DiscountSubject = {tags: ['Sale', 'metal:gold'], price: 1500, fields: {productType: 'Wedding Band'}};

describe('ruleApplies', () => {
  it('equals needs an exact match, compared case-insensitively', () => {
    expect(ruleApplies(rule({values: [{value: 'SALE'}]}), band)).toBe(true);
    expect(ruleApplies(rule({values: [{value: 'sal'}]}), band)).toBe(false);
  });

  it('includes needs a substring match, compared case-insensitively', () => {
    expect(ruleApplies(rule({op: 'includes', values: [{value: 'METAL:'}]}), band)).toBe(true);
    expect(ruleApplies(rule({op: 'includes', values: [{value: 'silver'}]}), band)).toBe(false);
  });

  it('matches another field than tags, as a string or a list', () => {
    const byType = rule({field: 'productType', op: 'includes', values: [{value: 'band'}]});
    expect(ruleApplies(byType, band)).toBe(true);
    expect(ruleApplies(byType, {...band, fields: {productType: 'Earrings'}})).toBe(false);
    expect(ruleApplies(rule({field: 'metal', values: [{value: 'platinum'}]}), {...band, fields: {metal: ['Gold', 'Platinum']}})).toBe(true);
  });

  it('never matches a field the product lacks', () => {
    expect(ruleApplies(rule({field: 'vendor'}), band)).toBe(false);
    expect(ruleApplies(rule({field: 'vendor'}), {...band, fields: {vendor: null}})).toBe(false);
  });

  it('any one of several values is enough', () => {
    expect(ruleApplies(rule({values: [{value: 'gem:ruby'}, {value: 'sale'}]}), band)).toBe(true);
    expect(ruleApplies(rule({values: []}), band)).toBe(false);
  });

  it('applies only at or below priceMax when set', () => {
    expect(ruleApplies(rule({priceMax: 1500}), band)).toBe(true);
    expect(ruleApplies(rule({priceMax: 1499.99}), band)).toBe(false);
    expect(ruleApplies(rule({priceMax: null}), {...band, price: 1_000_000})).toBe(true);
  });

  it('a universal rule applies to everything within its price cap', () => {
    const universal = rule({universal: true, field: 'tags', values: [{value: 'nothing-has-this'}]});
    expect(ruleApplies(universal, {tags: [], price: 10})).toBe(true);
    expect(ruleApplies({...universal, priceMax: 5}, {tags: [], price: 10})).toBe(false);
  });
});

describe('matchDiscountPercent', () => {
  it('returns the first matching rule percent', () => {
    const rules = [rule({values: [{value: 'nope'}], percent: 50}), rule({percent: 20}), rule({universal: true, percent: 5})];
    expect(matchDiscountPercent(rules, band)).toBe(20);
  });

  it('returns null when nothing matches or there are no rules', () => {
    expect(matchDiscountPercent([rule({values: [{value: 'nope'}]})], band)).toBeNull();
    expect(matchDiscountPercent([], band)).toBeNull();
  });
});

describe('readDiscountRulesResponse', () => {
  it('reads the rules of an /api/discounts answer, leaving out malformed ones', () => {
    const good = {field: 'tags', values: [{value: 'sale'}], op: 'equals', percent: 20, priceMax: null, universal: false};
    expect(readDiscountRulesResponse({discounts: [good, {...good, percent: 'x'}, {...good, op: 'like'}]})).toEqual([good]);
  });

  it('gives no rules for an answer of the wrong shape', () => {
    for (const body of [null, {}, {discounts: 'all'}, []]) expect(readDiscountRulesResponse(body)).toEqual([]);
  });
});
