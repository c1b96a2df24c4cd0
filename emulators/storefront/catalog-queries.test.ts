import {decodeEncodedVariant} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {applyProductFilters, productFilters} from './collection-filters';
import {matchesProductQuery, parseProductQuery} from './product-search-query';
import {sortCollectionProducts, sortProducts} from './product-sort';
import {fixtureCatalog} from './test-fixtures';
import {adjacentVariants, encodeVariants, selectedOrFirstAvailableVariant, variantBySelectedOptions} from './variant-selection';

const catalog = fixtureCatalog();
const byHandle = (handle: string) => catalog.products.find((p) => p.handle === handle)!;
const titles = (list: {title: string}[]) => list.map((p) => p.title);
const search = (query: string) => titles(catalog.products.filter((p) => matchesProductQuery(parseProductQuery(query), p)));

describe('Shopify search syntax', () => {
  it('matches every product with a lone * wildcard', () => {
    expect(search('*')).toHaveLength(catalog.products.length);
    expect(search('* tag:BADGE_SALE')).toEqual(['Classic Band']);
  });

  it('matches free words by prefix across title, type, vendor and tags', () => {
    expect(search('solitaire')).toEqual(['Solitaire Setting']);
    expect(search('stud')).toEqual(['Diamond Studs']);
    expect(search('stone house')).toEqual(['Diamond Studs']);
  });

  it('supports fields, negation, OR and grouping', () => {
    expect(search('product_type:Earrings')).toEqual(['Diamond Studs']);
    expect(search('tag:BADGE_SALE')).toEqual(['Classic Band']);
    expect(search('title:"stacking band 8"')).toEqual(['Stacking Band 8']);
    expect(search('available_for_sale:false')).toEqual(['Pearl Pendant']);
    expect(search('tag:band -tag:stacking')).toEqual(['Classic Band']);
    expect(search('product_type:Earrings OR product_type:Pendant')).toEqual(['Diamond Studs', 'Pearl Pendant']);
    expect(search('(tag:pendant OR tag:earrings) AND NOT vendor:"Stone House"')).toEqual(['Pearl Pendant']);
    expect(search('variants.price:>1000')).toEqual(['Solitaire Setting']);
  });
});

describe('sort keys', () => {
  it('orders by price, title, best selling and keeps manual order for collections', () => {
    expect(titles(sortProducts(catalog.products, 'PRICE')).slice(0, 2)).toEqual(['3-Year Protection Plan', 'Stacking Band 1']);
    expect(titles(sortProducts(catalog.products, 'TITLE'))[0]).toBe('3-Year Protection Plan');
    expect(titles(sortProducts(catalog.products, 'BEST_SELLING'))[0]).toBe('Stacking Band 8');
    const rings = catalog.collections[0]!;
    const members = rings.productIds.map((id) => catalog.products.find((p) => p.id === id)!);
    expect(titles(sortCollectionProducts(rings, [...members].reverse(), 'COLLECTION_DEFAULT')).slice(0, 2)).toEqual(['Classic Band', 'Solitaire Setting']);
    expect(titles(sortCollectionProducts(rings, members, 'CREATED')).slice(0, 2)).toEqual(['Solitaire Setting', 'Classic Band']);
  });
});

describe('collection filters', () => {
  const jewelry = [byHandle('diamond-studs'), byHandle('pearl-pendant'), byHandle('classic-band')];

  it('ANDs different filters and ORs values of one filter', () => {
    expect(titles(applyProductFilters(jewelry, [{available: true}]))).toEqual(['Diamond Studs', 'Classic Band']);
    expect(titles(applyProductFilters(jewelry, [{productType: 'Earrings'}, {productType: 'Pendant'}]))).toEqual(['Diamond Studs', 'Pearl Pendant']);
    expect(titles(applyProductFilters(jewelry, [{productType: 'Pendant'}, {available: true}]))).toEqual([]);
    expect(titles(applyProductFilters(jewelry, [{price: {min: 400, max: 500}}]))).toEqual(['Classic Band']);
    expect(titles(applyProductFilters(jewelry, [{variantOption: {name: 'metal', value: 'yellow gold'}}]))).toEqual(['Classic Band']);
  });

  it('counts each value with the other filters applied', () => {
    const facets = productFilters(jewelry, [{available: true}]) as {id: string; values: {id: string; count: number; input: string}[]}[];
    const value = (filter: string, id: string) => facets.find((f) => f.id === filter)?.values.find((v) => v.id === id);
    // Availability ignores its own selection, so both values keep their counts.
    expect(value('filter.v.availability', 'filter.v.availability.1')?.count).toBe(2);
    expect(value('filter.v.availability', 'filter.v.availability.0')?.count).toBe(1);
    // Product type counts only available products.
    expect(value('filter.p.product_type', 'filter.p.product_type.pendant')?.count).toBe(0);
    expect(value('filter.p.product_type', 'filter.p.product_type.earrings')?.count).toBe(1);
    expect(JSON.parse(value('filter.v.option.metal', 'filter.v.option.metal.white-gold')?.input ?? '')).toEqual({variantOption: {name: 'metal', value: 'White Gold'}});
    expect(JSON.parse(value('filter.v.price', 'filter.v.price')?.input ?? '')).toEqual({price: {min: 0, max: 999}});
  });

  it('names filters it does not emulate', () => {
    expect(() => applyProductFilters(jewelry, [{category: {id: 'x'}}])).toThrow('ProductFilter.category is not emulated by the local stack');
  });
});

describe('variant selection', () => {
  const solitaire = byHandle('solitaire-setting');

  it('selects by options, case-insensitively on request, else the first available variant', () => {
    expect(variantBySelectedOptions(solitaire, {selectedOptions: [{name: 'Metal', value: 'Platinum'}, {name: 'Center Stone Shape', value: 'Oval'}]})?.title).toBe('Platinum / Oval');
    expect(variantBySelectedOptions(solitaire, {selectedOptions: [{name: 'metal', value: 'platinum'}, {name: 'center stone shape', value: 'oval'}]})).toBeNull();
    expect(variantBySelectedOptions(solitaire, {caseInsensitiveMatch: true, selectedOptions: [{name: 'metal', value: 'platinum'}, {name: 'center stone shape', value: 'oval'}]})?.title).toBe('Platinum / Oval');
    expect(selectedOrFirstAvailableVariant(solitaire, {selectedOptions: [{name: 'Metal', value: 'Silver'}]})?.title).toBe('White Gold / Round');
    expect(adjacentVariants(solitaire, {}).map((v) => v.title)).toEqual(['White Gold / Oval', 'Yellow Gold / Round', 'Platinum / Round']);
  });

  it("encodes existence and availability in Shopify's v1 format, readable by Hydrogen", () => {
    expect(decodeEncodedVariant(encodeVariants(solitaire, solitaire.variants))).toEqual([[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1]]);
    expect(decodeEncodedVariant(encodeVariants(solitaire, solitaire.variants.filter((v) => v.quantityAvailable !== 0)))).toEqual([[0, 0], [0, 1], [1, 0], [1, 1], [2, 0]]);
  });
});
