import {describe, expect, it} from 'vitest';
import type {DiscountRule} from '~/features/catalog/model/discount-rules';
import {cheapestStoneSearches, completeRingPrices, completeRingTotal, type CompleteRingSetting} from './complete-ring-price';
import type {BuilderSetting} from './ring-builder-snapshot';
import {ringPrice} from './ring-price';

const setting: BuilderSetting = {
  id: 'gid://shopify/Product/1',
  title: 'Halo',
  slug: 'halo',
  variantId: 'gid://shopify/ProductVariant/11',
  price: 1000,
  imageUrl: null,
  metal: '14k White Gold',
  shape: 'Round',
  stoneSizeBegin: 0.5,
  stoneSizeEnd: 2,
  options: {},
  shapeVariants: {Round: {variantId: 'gid://shopify/ProductVariant/11', price: 1000, imageUrl: null}, Oval: {variantId: 'gid://shopify/ProductVariant/12', price: 1100, imageUrl: null}},
};
const choice: CompleteRingSetting = {setting, shapes: ['Round', 'Oval'], discountSubject: {tags: ['engagement'], fields: {productType: 'Engagement Ring Setting', title: 'Halo'}}};
const rule = (partial: Partial<DiscountRule>): DiscountRule => ({field: 'tags', values: [], op: 'equals', percent: 10, universal: false, ...partial});

describe('cheapestStoneSearches', () => {
  it('asks the price-ascending index for one stone of each type in the setting\'s shapes and carat range', () => {
    const searches = cheapestStoneSearches([choice]);
    expect(searches.map((search) => search.params.facetFilters[0])).toEqual([['type:moissanite'], ['type:natural'], ['type:lab']]);
    for (const search of searches) {
      expect(search.indexName).toBe('diamonds_price_asc');
      expect(search.params.hitsPerPage).toBe(1);
      expect(search.params.numericFilters).toEqual(['carat:0.5 TO 2']);
      expect(search.params.facetFilters[1]).toEqual(['shape:Oval', 'shape:Round']);
    }
  });

  it('asks once for settings with the same shapes and range, and any shape for a setting without a shape option', () => {
    const twin = {...choice, setting: {...setting, id: 'gid://shopify/Product/2'}, shapes: ['Oval', 'Round']};
    const shapeless = {...choice, setting: {...setting, id: 'gid://shopify/Product/3', stoneSizeBegin: null, stoneSizeEnd: null}, shapes: []};
    const searches = cheapestStoneSearches([choice, twin, shapeless]);
    expect(searches).toHaveLength(6);
    expect(searches.slice(3).map((search) => search.params)).toEqual(
      ['moissanite', 'natural', 'lab'].map((type) => ({numericFilters: ['carat:0 TO 5'], facetFilters: [[`type:${type}`]], hitsPerPage: 1, attributesToRetrieve: ['type', 'shape', 'total_sales_price']})),
    );
  });
});

describe('completeRingTotal', () => {
  it('is what the review charges: the setting in the stone\'s shape plus the stone, each through the discount rules', () => {
    const rules = [rule({values: [{value: 'engagement'}], percent: 10}), rule({values: [{value: 'lab'}], percent: 5})];
    const oval = {type: 'lab' as const, shape: 'Oval', price: 800};
    expect(completeRingTotal(rules, choice, oval)).toBe(
      ringPrice(rules, {price: 1100, optionsSurcharge: 0, subject: choice.discountSubject}, oval).total,
    );
    expect(completeRingTotal(rules, choice, oval)).toBe(990 + 760);
    expect(completeRingTotal([], choice, {type: 'natural', shape: 'Round', price: 2500})).toBe(3500);
  });
});

describe('completeRingPrices', () => {
  it('gives each stone type its figure, null where no stone fits, and leaves out types it has no answer for', () => {
    const [moissanite, natural] = cheapestStoneSearches([choice]);
    const answers = new Map([
      [moissanite!.key, {type: 'moissanite' as const, shape: 'Round', price: 300}],
      [natural!.key, null],
    ]);
    expect(completeRingPrices([], choice, answers)).toEqual({moissanite: 1300, natural: null});
  });
});
