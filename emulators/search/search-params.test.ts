import {describe, expect, it} from 'vitest';
import {readSearchParams} from './search-params';

describe('readSearchParams', () => {
  it('reads the URL-encoded params string with JSON arrays and numbers as text', () => {
    const params = readSearchParams({
      params: 'query=ring&hitsPerPage=24&page=2&facets=%5B%22metal%22%5D&facetFilters=%5B%5B%22metal%3APlatinum%22%5D%5D&attributesToRetrieve=name,price',
    });
    expect(params).toMatchObject({query: 'ring', hitsPerPage: 24, page: 2, facets: ['metal'], attributesToRetrieve: ['name', 'price']});
    expect(params.filters).toHaveLength(1);
    expect(params.params).toContain('query=ring');
  });

  it('reads JSON fields, lets fields override the params string and echoes fields as params', () => {
    const params = readSearchParams({params: 'query=a&page=1', query: 'b', facets: ['*'], userToken: 'u1', analytics: false});
    expect(params).toMatchObject({query: 'b', page: 1, facets: '*'});
    expect(readSearchParams({query: 'x', hitsPerPage: 5}).params).toBe('query=x&hitsPerPage=5');
  });

  it('reads params given as an object, as v4-era callers send them', () => {
    const params = readSearchParams({params: {query: 'halo', hitsPerPage: 3}});
    expect(params).toMatchObject({query: 'halo', hitsPerPage: 3, params: 'query=halo&hitsPerPage=3'});
  });

  it('applies Algolia defaults', () => {
    expect(readSearchParams({})).toMatchObject({
      query: '', page: 0, hitsPerPage: 20, facets: [], attributesToRetrieve: null, attributesToHighlight: null,
      highlightPreTag: '<em>', highlightPostTag: '</em>', maxValuesPerFacet: 100, filters: [],
    });
  });

  it.each([
    [{hitsPerPage: 1001}, /hitsPerPage/],
    [{hitsPerPage: -1}, /hitsPerPage/],
    [{page: -1}, /page/],
    [{page: 1.5}, /page/],
    [{params: 'page=abc'}, /page/],
    [{hitsPerPage: 'lots'}, /hitsPerPage/],
    [{maxValuesPerFacet: 5000}, /maxValuesPerFacet/],
    [{sortFacetValuesBy: 'random'}, /sortFacetValuesBy/],
    [{querry: 'typo'}, /Unknown parameter: querry/],
    [{offset: 10, length: 5}, /not supported/],
    [{filters: 'a:b c:d'}, /filters: Unexpected token/],
    [{facets: 5}, /facets/],
  ])('rejects %j', (request, message) => {
    expect(() => readSearchParams(request)).toThrowError(message);
  });
});
