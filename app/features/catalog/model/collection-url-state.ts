// The listing state of collection and category pages, kept in the URL so that reload and
// back/forward restore it: facet filters as readable parameters, the sort, and the page cursor.

/** The subset of the Storefront API's ProductFilter the store's facets produce. */
export interface ListingFilter {
  available?: boolean;
  price?: {min?: number; max?: number};
  productType?: string;
  productVendor?: string;
  tag?: string;
  variantOption?: {name: string; value: string};
}

const OPTION_PREFIX = 'option.';
const MAX_FILTERS = 40;
const MAX_VALUE_LENGTH = 120;

/** The URL parameter a facet value stands for, from the Storefront API's `input` JSON; null if unsupported. */
export function filterParam(input: string): [name: string, value: string] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const filter = parsed as ListingFilter;
  if (typeof filter.available === 'boolean') return ['available', String(filter.available)];
  if (typeof filter.productType === 'string') return ['type', filter.productType];
  if (typeof filter.productVendor === 'string') return ['vendor', filter.productVendor];
  if (typeof filter.tag === 'string') return ['tag', filter.tag];
  const option = filter.variantOption;
  if (option && typeof option.name === 'string' && typeof option.value === 'string') {
    return [`${OPTION_PREFIX}${option.name.toLowerCase()}`, option.value];
  }
  return null;
}

function priceBound(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The filters a listing URL asks for; unknown parameters and malformed values are ignored. */
export function filtersFromParams(params: URLSearchParams): ListingFilter[] {
  const filters: ListingFilter[] = [];
  for (const [name, value] of params) {
    if (value === '' || value.length > MAX_VALUE_LENGTH) continue;
    if (name === 'available' && (value === 'true' || value === 'false')) filters.push({available: value === 'true'});
    else if (name === 'type') filters.push({productType: value});
    else if (name === 'vendor') filters.push({productVendor: value});
    else if (name === 'tag') filters.push({tag: value});
    else if (name.startsWith(OPTION_PREFIX) && name.length > OPTION_PREFIX.length) {
      filters.push({variantOption: {name: name.slice(OPTION_PREFIX.length), value}});
    }
  }
  const min = priceBound(params.get('price_min'));
  const max = priceBound(params.get('price_max'));
  if (min !== undefined || max !== undefined) {
    filters.push({price: {...(min !== undefined ? {min} : {}), ...(max !== undefined ? {max} : {})}});
  }
  return filters.slice(0, MAX_FILTERS);
}

/** Whether the URL has this facet value switched on. */
export function isFilterActive(params: URLSearchParams, [name, value]: [string, string]): boolean {
  return params.getAll(name).includes(value);
}

export interface ListingSortQuery {
  sortKey: 'COLLECTION_DEFAULT' | 'PRICE' | 'CREATED';
  reverse: boolean;
}

const SORT_QUERIES: Record<string, ListingSortQuery> = {
  featured: {sortKey: 'COLLECTION_DEFAULT', reverse: false},
  'price-asc': {sortKey: 'PRICE', reverse: false},
  'price-desc': {sortKey: 'PRICE', reverse: true},
  newest: {sortKey: 'CREATED', reverse: true},
};

/** The sort a `sort` parameter names; anything unknown is the featured order. */
export function sortFromParam(param: string | null): {sort: string; query: ListingSortQuery} {
  const sort = param && param in SORT_QUERIES ? param : 'featured';
  return {sort, query: SORT_QUERIES[sort]!};
}

/** The sorts of a listing served by the Storefront API's product search (`/shop/collections/all`). */
export interface SearchSortQuery {
  sortKey: 'RELEVANCE' | 'PRICE';
  reverse: boolean;
}

const SEARCH_SORT_QUERIES: Record<string, SearchSortQuery> = {
  featured: {sortKey: 'RELEVANCE', reverse: false},
  'price-asc': {sortKey: 'PRICE', reverse: false},
  'price-desc': {sortKey: 'PRICE', reverse: true},
};

/** The sorts a product search can give (its API has no creation date order). */
export const SEARCH_LISTING_SORTS = Object.keys(SEARCH_SORT_QUERIES);

/** The search sort a `sort` parameter names; anything unknown or unsupported is the featured order. */
export function searchSortFromParam(param: string | null): {sort: string; query: SearchSortQuery} {
  const sort = param && param in SEARCH_SORT_QUERIES ? param : 'featured';
  return {sort, query: SEARCH_SORT_QUERIES[sort]!};
}

export type PageVariables = {first: number; after?: string} | {last: number; before: string};

/** Cursor pagination: `cursor` moves forward from it, with `direction=previous` backward. */
export function pageFromParams(params: URLSearchParams, pageSize: number): PageVariables {
  const cursor = params.get('cursor');
  if (!cursor || cursor.length > 500) return {first: pageSize};
  return params.get('direction') === 'previous' ? {last: pageSize, before: cursor} : {first: pageSize, after: cursor};
}

/** The URL of the next or previous page: the same filters and sort, with the cursor swapped. */
export function pageSearch(params: URLSearchParams, cursor: string, direction: 'next' | 'previous'): string {
  const next = new URLSearchParams(params);
  next.set('cursor', cursor);
  if (direction === 'previous') next.set('direction', 'previous');
  else next.delete('direction');
  return `?${next.toString()}`;
}
