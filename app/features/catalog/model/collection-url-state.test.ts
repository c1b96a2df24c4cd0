import {describe, expect, it} from 'vitest';
import {filterParam, filtersFromParams, isFilterActive, pageFromParams, pageSearch, SEARCH_LISTING_SORTS, searchSortFromParam, sortFromParam} from './collection-url-state';

describe('filterParam', () => {
  it('maps Storefront API filter inputs to readable parameters', () => {
    expect(filterParam('{"variantOption":{"name":"Metal","value":"Platinum"}}')).toEqual(['option.metal', 'Platinum']);
    expect(filterParam('{"productType":"Wedding Band"}')).toEqual(['type', 'Wedding Band']);
    expect(filterParam('{"available":true}')).toEqual(['available', 'true']);
    expect(filterParam('{"tag":"sale"}')).toEqual(['tag', 'sale']);
  });

  it('returns null for unsupported or malformed inputs', () => {
    expect(filterParam('{"price":{"min":0}}')).toBeNull();
    expect(filterParam('{"category":{"id":"x"}}')).toBeNull();
    expect(filterParam('nope')).toBeNull();
  });
});

describe('filtersFromParams', () => {
  it('reads filters back from the URL, round-tripping filterParam', () => {
    const params = new URLSearchParams();
    params.append(...filterParam('{"variantOption":{"name":"center stone shape","value":"Oval"}}')!);
    params.append('option.metal', 'Platinum');
    params.append('available', 'true');
    params.append('price_min', '500');
    params.append('sort', 'price-asc');
    expect(filtersFromParams(params)).toEqual([
      {variantOption: {name: 'center stone shape', value: 'Oval'}},
      {variantOption: {name: 'metal', value: 'Platinum'}},
      {available: true},
      {price: {min: 500}},
    ]);
    expect(isFilterActive(params, ['option.metal', 'Platinum'])).toBe(true);
    expect(isFilterActive(params, ['option.metal', 'Gold'])).toBe(false);
  });

  it('ignores malformed values', () => {
    const params = new URLSearchParams('available=maybe&price_min=abc&price_max=-4&option.=x&type=');
    expect(filtersFromParams(params)).toEqual([]);
  });
});

describe('sort and pages', () => {
  it('maps sort parameters to sort keys, defaulting to featured', () => {
    expect(sortFromParam('price-desc').query).toEqual({sortKey: 'PRICE', reverse: true});
    expect(sortFromParam('newest').query).toEqual({sortKey: 'CREATED', reverse: true});
    expect(sortFromParam('bogus')).toEqual({sort: 'featured', query: {sortKey: 'COLLECTION_DEFAULT', reverse: false}});
    expect(sortFromParam(null).sort).toBe('featured');
  });

  it('pages forward and backward by cursor', () => {
    expect(pageFromParams(new URLSearchParams(), 24)).toEqual({first: 24});
    expect(pageFromParams(new URLSearchParams('cursor=abc'), 24)).toEqual({first: 24, after: 'abc'});
    expect(pageFromParams(new URLSearchParams('cursor=abc&direction=previous'), 24)).toEqual({last: 24, before: 'abc'});
  });

  it('keeps filters and sort when building page links', () => {
    const params = new URLSearchParams('option.metal=Platinum&sort=newest&cursor=a&direction=previous');
    expect(pageSearch(params, 'b', 'next')).toBe('?option.metal=Platinum&sort=newest&cursor=b');
    expect(pageSearch(params, 'c', 'previous')).toBe('?option.metal=Platinum&sort=newest&cursor=c&direction=previous');
  });
});

describe('searchSortFromParam', () => {
  it('maps the listing sorts a product search supports', () => {
    expect(searchSortFromParam('price-asc')).toEqual({sort: 'price-asc', query: {sortKey: 'PRICE', reverse: false}});
    expect(searchSortFromParam('price-desc')).toEqual({sort: 'price-desc', query: {sortKey: 'PRICE', reverse: true}});
    expect(searchSortFromParam(null)).toEqual({sort: 'featured', query: {sortKey: 'RELEVANCE', reverse: false}});
  });

  it('falls back to featured for newest, which a search cannot order by', () => {
    expect(searchSortFromParam('newest').sort).toBe('featured');
    expect(SEARCH_LISTING_SORTS).not.toContain('newest');
  });
});
