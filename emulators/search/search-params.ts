// Reads one search request (JSON fields, the older URL-encoded `params` string, or both) into the
// typed parameters the indexes run on, rejecting what Algolia would reject. Parameters Algolia
// knows but that change nothing here (analytics, personalisation, geo, ...) are accepted and
// ignored; a name Algolia does not know is a 400, as in production, so typos surface locally.
import {badRequest} from './search-error';
import type {FilterClauses} from './filter-clauses';
import {facetFilterClauses, numericFilterClauses, tagFilterClauses} from './filter-arrays';
import {parseFilterString} from './filter-string';

export const MAX_HITS_PER_PAGE = 1000;
export const PAGINATION_LIMITED_TO = 1000;
const DEFAULT_MAX_VALUES_PER_FACET = 100;

export interface SearchParams {
  query: string;
  filters: FilterClauses;
  /** Requested facets; `'*'` for every faceted attribute. */
  facets: string[] | '*';
  page: number;
  hitsPerPage: number;
  /** Null retrieves every attribute; otherwise names, with `*` and `-name` as Algolia reads them. */
  attributesToRetrieve: string[] | null;
  /** Null highlights the index's searchable attributes (Algolia's default). */
  attributesToHighlight: string[] | null;
  highlightPreTag: string;
  highlightPostTag: string;
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  typoTolerance: boolean;
  facetQuery: string;
  maxFacetHits: number;
  /** The parameters as a URL-encoded string, echoed in the response's `params`. */
  params: string;
}

const IGNORED = new Set([
  'indexName', 'type', 'facet', 'strategy', 'extensions',
  'analytics', 'clickAnalytics', 'userToken', 'analyticsTags', 'getRankingInfo', 'enableABTest',
  'enablePersonalization', 'personalizationImpact', 'enableRules', 'ruleContexts', 'percentileComputation',
  'facetingAfterDistinct', 'synonyms', 'distinct', 'restrictHighlightAndSnippetArrays', 'attributesToSnippet',
  'snippetEllipsisText', 'responseFields', 'queryType', 'removeWordsIfNoResults', 'advancedSyntax',
  'advancedSyntaxFeatures', 'optionalWords', 'ignorePlurals', 'removeStopWords', 'queryLanguages',
  'naturalLanguages', 'decompoundQuery', 'exactOnSingleWordQuery', 'alternativesAsExact',
  'replaceSynonymsInHighlight', 'minProximity', 'relevancyStrictness', 'sumOrFiltersScores', 'optionalFilters',
  'aroundLatLng', 'aroundLatLngViaIP', 'aroundRadius', 'aroundPrecision', 'minimumAroundRadius',
  'insideBoundingBox', 'insidePolygon', 'eventSources', 'mode', 'semanticSearch', 'enableReRanking',
  'reRankingApplyFilter', 'renderingContent', 'attributeCriteriaComputedByMinProximity',
  'disableExactOnAttributes', 'disableTypoToleranceOnAttributes', 'allowTyposOnNumericTokens',
  'minWordSizefor1Typo', 'minWordSizefor2Typos', 'similarQuery', 'restrictSearchableAttributes',
]);
const HANDLED = new Set([
  'query', 'params', 'filters', 'facetFilters', 'numericFilters', 'tagFilters', 'facets', 'page',
  'hitsPerPage', 'attributesToRetrieve', 'attributesToHighlight', 'highlightPreTag', 'highlightPostTag',
  'maxValuesPerFacet', 'sortFacetValuesBy', 'typoTolerance', 'facetQuery', 'maxFacetHits',
]);
const UNSUPPORTED = new Set(['offset', 'length']);

/** Values from the `params` string, where arrays arrive JSON-encoded and numbers as text. */
function decodeParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) out[key] = value;
  return out;
}

function list(name: string, value: unknown): string[] {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  if (typeof value !== 'string') throw badRequest(`Invalid value for ${name}: expected a list of strings`);
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return list(name, JSON.parse(text) as unknown);
    } catch {
      throw badRequest(`Invalid value for ${name}: ${value}`);
    }
  }
  return text === '' ? [] : text.split(',').map((item) => item.trim());
}

function integer(name: string, value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw badRequest(`Invalid value for ${name}: ${String(value)} (expected an integer from ${min} to ${max})`);
  }
  return n;
}

function text(name: string, value: unknown, fallback: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw badRequest(`Invalid value for ${name}: expected a string`);
  return value;
}

function encodeParams(fields: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'indexName' || key === 'params' || value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

export function readSearchParams(request: Record<string, unknown>): SearchParams {
  // v4-era callers put an object in `params`; Algolia's REST API wants a string, but both are read.
  const nested = typeof request.params === 'object' && request.params !== null ? (request.params as Record<string, unknown>) : null;
  const fromString = request.params === undefined || nested ? {} : decodeParamsString(text('params', request.params, ''));
  const fields: Record<string, unknown> = {...fromString, ...nested, ...request};
  delete fields.params;
  for (const name of Object.keys(fields)) {
    if (UNSUPPORTED.has(name)) throw badRequest(`${name} is not supported by the local search service; use page and hitsPerPage`);
    if (!HANDLED.has(name) && !IGNORED.has(name)) throw badRequest(`Unknown parameter: ${name}`);
  }
  const filters = [
    ...parseFilterString(text('filters', fields.filters, '')),
    ...facetFilterClauses(fields.facetFilters),
    ...numericFilterClauses(fields.numericFilters),
    ...tagFilterClauses(fields.tagFilters),
  ];
  const facets = fields.facets === undefined ? [] : list('facets', fields.facets);
  const sortFacetValuesBy = text('sortFacetValuesBy', fields.sortFacetValuesBy, 'count');
  if (sortFacetValuesBy !== 'count' && sortFacetValuesBy !== 'alpha') {
    throw badRequest(`Invalid value for sortFacetValuesBy: ${sortFacetValuesBy} (expected count or alpha)`);
  }
  const retrieve = fields.attributesToRetrieve === undefined ? ['*'] : list('attributesToRetrieve', fields.attributesToRetrieve);
  return {
    query: text('query', fields.query, ''),
    filters,
    facets: facets.includes('*') ? '*' : facets,
    page: integer('page', fields.page, 0, 0, Number.MAX_SAFE_INTEGER),
    hitsPerPage: integer('hitsPerPage', fields.hitsPerPage, 20, 0, MAX_HITS_PER_PAGE),
    attributesToRetrieve: retrieve.length === 1 && retrieve[0] === '*' ? null : retrieve,
    attributesToHighlight:
      fields.attributesToHighlight === undefined ? null : list('attributesToHighlight', fields.attributesToHighlight),
    highlightPreTag: text('highlightPreTag', fields.highlightPreTag, '<em>'),
    highlightPostTag: text('highlightPostTag', fields.highlightPostTag, '</em>'),
    maxValuesPerFacet: integer('maxValuesPerFacet', fields.maxValuesPerFacet, DEFAULT_MAX_VALUES_PER_FACET, 0, 1000),
    sortFacetValuesBy,
    typoTolerance: !(fields.typoTolerance === false || fields.typoTolerance === 'false'),
    facetQuery: text('facetQuery', fields.facetQuery, ''),
    maxFacetHits: integer('maxFacetHits', fields.maxFacetHits, 10, 1, 100),
    params: typeof request.params === 'string' ? request.params : encodeParams({...nested, ...request}),
  };
}
