// What every index (columnar diamonds, text-searched products) offers the protocol layer, so that
// pagination, facet shaping, highlighting and the response envelope are written once.
import type {SearchParams} from './search-params';

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface EngineResult {
  nbHits: number;
  /** Stored records of the matching rows at positions [from, to) in the index's order. */
  hits: object[];
  /** Counts of every value of each requested facet over all matching rows (not truncated). */
  facets: Map<string, Map<string, number>>;
  /** For requested facets that are numeric. */
  facetsStats: Map<string, FacetStats>;
}

export interface SearchEngine {
  /** Attributes highlighted by default and searched by `query`. */
  readonly searchableAttributes: readonly string[];
  /** What `facets: ['*']` expands to. */
  readonly facetAttributes: readonly string[];
  /** Facets whose values can be searched (`searchable(attr)` in Algolia's settings). */
  readonly searchableFacets: readonly string[];
  run(params: SearchParams, window: {from: number; to: number}, facets: readonly string[]): EngineResult;
  getObject(objectID: string): object | null;
}

/** Running min/max/sum of a numeric facet over matching rows. */
export class StatsAccumulator {
  private min = Number.POSITIVE_INFINITY;
  private max = Number.NEGATIVE_INFINITY;
  private sum = 0;
  private count = 0;

  add(value: number): void {
    if (Number.isNaN(value)) return;
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
    this.sum += value;
    this.count++;
  }

  result(): FacetStats | null {
    if (this.count === 0) return null;
    return {min: this.min, max: this.max, avg: this.sum / this.count, sum: this.sum};
  }
}
