import {describe, expect, it} from 'vitest';
import {searchParamsFromState, searchStateFromParams} from './search-url-state';

const config = {facets: ['metal', 'shape'], sorts: ['relevance', 'price-asc'], defaultSort: 'relevance'};

describe('search URL state', () => {
  it('reads query, facets, sort and page', () => {
    const state = searchStateFromParams(new URLSearchParams('query=ring&metal=Platinum&metal=14K+Rose+Gold&sort=price-asc&page=3&other=x'), config);
    expect(state).toEqual({query: 'ring', page: 3, sort: 'price-asc', refinements: {metal: ['Platinum', '14K Rose Gold']}});
  });

  it('falls back to defaults for bad values', () => {
    expect(searchStateFromParams(new URLSearchParams('page=-2&sort=bogus&metal='), config)).toEqual({query: '', page: 1, sort: 'relevance', refinements: {}});
    expect(searchStateFromParams(new URLSearchParams('page=1.5'), config).page).toBe(1);
  });

  it('writes the state back, leaving defaults out, and round-trips', () => {
    const state = {query: '<script>', page: 2, sort: 'price-asc', refinements: {shape: ['Oval']}};
    const params = searchParamsFromState(state, config);
    expect(params.toString()).toBe('query=%3Cscript%3E&shape=Oval&sort=price-asc&page=2');
    expect(searchStateFromParams(params, config)).toEqual(state);
    expect(searchParamsFromState({query: '', page: 1, sort: 'relevance', refinements: {}}, config).toString()).toBe('query=');
  });
});
