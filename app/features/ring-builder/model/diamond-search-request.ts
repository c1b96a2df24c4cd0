import {DIAMOND_SORTS, DIAMONDS_INDEX, PRICE_FILTER_MAX_USD} from '~/config/ring-builder';
import {CLARITY_BANDS, CLARITY_GRADES, COLOR_BANDS, COLOR_GRADES, gradeIndexRange, gradedOnDiamondScales} from './diamond-grades';
import {DIAMOND_HIT_RETRIEVAL} from './diamond-hit-retrieval';
import {PROPORTION_KEYS, type AdvancedFilters, type DiamondFilters, type ProportionFilters, type SortEntry, type StoneType} from './diamond-filters';
import type {RingBuilderSnapshot} from './ring-builder-snapshot';


export interface DiamondQuery {
  filters: DiamondFilters;
  shapes: readonly string[];
  stoneType: StoneType;
  sort: readonly SortEntry[];
  advanced?: AdvancedFilters;
  proportions?: ProportionFilters;
  page: number;
  hitsPerPage: number;
}

/** The diamond step's search, whatever page of it is asked for. */
export type DiamondResultsQuery = Omit<DiamondQuery, 'page'>;

/** Stones per page of the diamond step's results. */
export const DIAMOND_HITS_PER_PAGE = 24;

/** What the diamond step searches for a build: the same for the server's first page and the browser. */
export function diamondResultsQuery(build: Pick<RingBuilderSnapshot, 'filters' | 'shapes' | 'stoneType' | 'sort' | 'advanced' | 'proportions'>): DiamondResultsQuery {
  const {filters, shapes, stoneType, sort, advanced, proportions} = build;
  return {filters, shapes, stoneType, sort, advanced, proportions, hitsPerPage: DIAMOND_HITS_PER_PAGE};
}

/** Equal keys, same search: how the browser knows the server already answered its query (JSON, so it parses back). */
export function diamondQueryKey(query: DiamondResultsQuery): string {
  return JSON.stringify(query);
}

export interface DiamondSearchRequest {
  indexName: string;
  params: {
    numericFilters: string[];
    facetFilters: string[][];
    facets: string[];
    page: number;
    hitsPerPage: number;
    attributesToRetrieve: string[];
    attributesToHighlight: string[];
  };
}

/** Facets whose counts the builder shows beside its filters. */
export const DIAMOND_FACETS = ['shape', 'type', 'cut', 'lab', 'fluorescence'];

// An empty band range cannot match; an impossible numeric filter says so to the search service.
const NOTHING = 'colorIndex < 0';

/** The price filter; the slider's top stop means "$50,000 and up", so it sets no upper bound. */
export function priceNumericFilter([min, max]: readonly [number, number]): string {
  return max >= PRICE_FILTER_MAX_USD ? `total_sales_price >= ${min}` : `total_sales_price:${min} TO ${max}`;
}

/** Each sort and direction is a standard replica, `diamonds_<slug>_asc|desc`; no sort uses the primary index. */
export function diamondIndexFor(sort: readonly SortEntry[]): string {
  const entry = sort[0];
  if (!entry) return DIAMONDS_INDEX;
  return `${DIAMONDS_INDEX}_${DIAMOND_SORTS[entry.id].slug}_${entry.desc ? 'desc' : 'asc'}`;
}

/** The Algolia query for the builder's current filters (the `diamonds` index's attributes). */
export function diamondSearchRequest(query: DiamondQuery): DiamondSearchRequest {
  const {filters} = query;
  const numericFilters = [
    filters.carat[0] <= filters.carat[1] ? `carat:${filters.carat[0]} TO ${filters.carat[1]}` : NOTHING,
    priceNumericFilter(filters.price),
  ];
  if (gradedOnDiamondScales(query.stoneType)) {
    const color = gradeIndexRange(COLOR_BANDS, COLOR_GRADES, filters.color);
    const clarity = gradeIndexRange(CLARITY_BANDS, CLARITY_GRADES, filters.clarity);
    numericFilters.push(color ? `colorIndex:${color[0]} TO ${color[1]}` : NOTHING);
    numericFilters.push(clarity ? `clarityIndex:${clarity[0]} TO ${clarity[1]}` : NOTHING);
  }
  for (const key of PROPORTION_KEYS) {
    const range = query.proportions?.[key];
    if (range) numericFilters.push(`${key}:${range[0]} TO ${range[1]}`);
  }

  const facetFilters = [[`type:${query.stoneType}`]];
  if (query.shapes.length > 0) facetFilters.push(query.shapes.map((shape) => `shape:${shape}`));
  for (const [facet, values] of Object.entries(query.advanced ?? {})) {
    // No lab grades moissanite: a lab ticked for diamonds does not empty its results.
    if (facet === 'lab' && !gradedOnDiamondScales(query.stoneType)) continue;
    if (values.length > 0) facetFilters.push(values.map((value) => `${facet}:${value}`));
  }

  return {
    indexName: diamondIndexFor(query.sort),
    params: {
      numericFilters,
      facetFilters,
      facets: DIAMOND_FACETS,
      page: query.page,
      hitsPerPage: query.hitsPerPage,
      ...DIAMOND_HIT_RETRIEVAL,
    },
  };
}
