// The /search page's state in its URL: `?query=ring&metal=Platinum&sort=price-asc&page=2`.
// Readable parameters that survive reload, back/forward and sharing.

export interface SearchUrlState {
  query: string;
  /** 1-based, as shoppers read it. */
  page: number;
  /** The sort's URL name (`relevance` is the default and is left out). */
  sort: string;
  refinements: Record<string, string[]>;
}

export interface SearchUrlConfig {
  facets: readonly string[];
  sorts: readonly string[];
  defaultSort: string;
}

const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 1000;

export function searchStateFromParams(params: URLSearchParams, config: SearchUrlConfig): SearchUrlState {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  const refinements: Record<string, string[]> = {};
  for (const facet of config.facets) {
    const values = [...new Set(params.getAll(facet).filter((value) => value !== '' && value.length <= MAX_QUERY_LENGTH))];
    if (values.length > 0) refinements[facet] = values;
  }
  return {
    query: (params.get('query') ?? '').slice(0, MAX_QUERY_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    sort: config.sorts.includes(sort) ? sort : config.defaultSort,
    refinements,
  };
}

/** The query string for a state, leaving out what is default; `?query=` stays so the page is a search. */
export function searchParamsFromState(state: SearchUrlState, config: SearchUrlConfig): URLSearchParams {
  const params = new URLSearchParams();
  params.set('query', state.query);
  for (const facet of config.facets) {
    for (const value of state.refinements[facet] ?? []) params.append(facet, value);
  }
  if (state.sort !== config.defaultSort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
