import {describe, expect, it} from 'vitest';
import type {DiscountRule} from '~/features/catalog/model/discount-rules';
import {ringPrice, stoneDiscountSubject} from './ring-price';

const stone = {type: 'lab' as const, shape: 'Oval', price: 2100};
const setting = {price: 1000, optionsSurcharge: 0, subject: {tags: ['style:halo'], fields: {productType: 'Engagement Ring Setting'}}};
const rule = (partial: Partial<DiscountRule>): DiscountRule => ({field: 'tags', values: [], op: 'equals', percent: 10, universal: false, ...partial});

describe('ringPrice', () => {
  it('is the sum of list prices when no rule matches', () => {
    const price = ringPrice([rule({values: [{value: 'sale'}]})], setting, stone);
    expect(price.total).toBe(3100);
    expect(price.wasTotal).toBeNull();
    expect(price.setting).toEqual({price: 1000, wasPrice: null, percentOff: null});
  });

  it('takes a matching rule off the setting, options included, through the price calculation', () => {
    const price = ringPrice([rule({values: [{value: 'STYLE:HALO'}], percent: 15})], {...setting, optionsSurcharge: 90.4}, stone);
    expect(price.setting).toEqual({price: 927, wasPrice: 1090.4, percentOff: 15});
    expect(price.total).toBe(927 + 2100);
    expect(price.wasTotal).toBe(1090.4 + 2100);
  });

  it('discounts the stone by its own tags, and the first matching rule wins', () => {
    const rules = [rule({values: [{value: 'lab'}], percent: 5}), rule({universal: true, percent: 50})];
    const price = ringPrice(rules, setting, stone);
    expect(price.stone).toEqual({price: 1995, wasPrice: 2100, percentOff: 5});
    expect(price.setting.percentOff).toBe(50);
  });

  it('matches a rule with a price cap on the list price of each part', () => {
    const price = ringPrice([rule({universal: true, percent: 20, priceMax: 1500})], setting, stone);
    expect(price.setting.percentOff).toBe(20);
    expect(price.stone.percentOff).toBeNull();
  });

  it('describes a stone by the tags stone products carry', () => {
    expect(stoneDiscountSubject(stone).tags).toEqual(['diamond', 'lab', 'Oval']);
  });
});
