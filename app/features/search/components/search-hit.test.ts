import {describe, expect, it} from 'vitest';
import type {DiscountRule} from '~/features/catalog/model/discount-rules';
import {hitShownPrice, sameHit, type ProductHit} from '~/features/search/model/search-hit';

const bandsUnder2000: DiscountRule = {field: 'productType', values: [{value: 'band'}], op: 'includes', percent: 10, priceMax: 2000, universal: false};
const sale: DiscountRule = {field: 'tags', values: [{value: 'SALE'}], op: 'equals', percent: 20, priceMax: null, universal: false};
const record = {name: 'Classic Comfort Fit Wedding Band', slug: 'classic', price: 590, type: 'Wedding Band', tags: ['metal:gold']};

describe('hitShownPrice', () => {
  it('prices a hit with the shop rules as its card does: 10% off $590 is $531', () => {
    expect(hitShownPrice(record, [bandsUnder2000])).toEqual({price: 531, wasPrice: 590, percentOff: 10});
  });

  it('matches tags case-insensitively and takes the first matching rule', () => {
    expect(hitShownPrice({...record, tags: ['sale']}, [sale, bandsUnder2000]).price).toBe(472);
  });

  it('respects the rule price cap on the hit price', () => {
    expect(hitShownPrice({...record, price: 2100}, [bandsUnder2000])).toEqual({price: 2100, wasPrice: null, percentOff: null});
  });

  it('shows a compare-at sale when no rule applies, and the list price when neither does', () => {
    expect(hitShownPrice({...record, type: 'Earrings', compareAtPrice: 700}, [bandsUnder2000])).toMatchObject({price: 590, wasPrice: 700});
    expect(hitShownPrice({...record, type: 'Earrings', tags: undefined}, [])).toEqual({price: 590, wasPrice: null, percentOff: null});
  });
});

describe('sameHit', () => {
  const hit = (overrides: Partial<ProductHit> = {}): ProductHit => ({
    ...record,
    objectID: 'classic',
    __position: 1,
    _highlightResult: {name: {value: 'Classic Comfort Fit Wedding <mark>Band</mark>', matchLevel: 'full', matchedWords: ['band']}},
    ...overrides,
  });

  it('holds for new objects with the same content, as InstantSearch makes when it starts', () => {
    expect(sameHit(hit(), hit())).toBe(true);
  });

  it('fails when anything the card shows differs: price, position or highlighted name', () => {
    expect(sameHit(hit(), hit({price: 600}))).toBe(false);
    expect(sameHit(hit(), hit({__position: 2}))).toBe(false);
    expect(sameHit(hit(), hit({_highlightResult: {name: {value: '<mark>Classic</mark> Comfort Fit Wedding Band', matchLevel: 'full', matchedWords: ['classic']}}}))).toBe(false);
  });
});
