// The products index: Orama finds the records whose every query word matches (one typo allowed)
// in the searchable attributes, then filters, facets and ordering run over the matching records.
// The primary index ranks by text relevance then best sellers (Algolia's customRanking); replicas
// sort by their attribute first and relevance second, like Algolia's standard replicas.
import {create, insertMultiple, search} from '@orama/orama';
import type {SearchProductRecord} from '../catalog/model';
import {attributeValue, matchesFilters} from './record-filter';
import {StatsAccumulator, type EngineResult, type SearchEngine} from './search-engine';
import type {SearchParams} from './search-params';
import {MIN_WORD_SIZE_FOR_ONE_TYPO, queryWords} from './text-matching';

export const PRODUCT_SEARCHABLE = ['name', 'metal', 'category', 'type', 'tags'] as const;
export const PRODUCT_SEARCHABLE_FACETS = ['metal', 'shape', 'type', 'category', 'tags'] as const;
export const PRODUCT_FACETS = [...PRODUCT_SEARCHABLE_FACETS, 'price'] as const;
const NUMERIC = new Set(['price', 'compareAtPrice', 'createdAt', 'totalSales']);

export type ProductOrder = {attribute: 'price' | 'createdAt'; direction: 'asc' | 'desc'} | 'relevance';

/** The records and their text index, built once and shared by the primary index and its replicas. */
export class ProductCatalog {
  readonly records: SearchProductRecord[];
  readonly byId: Map<string, SearchProductRecord>;
  private readonly text = create({
    schema: {name: 'string', metal: 'string[]', category: 'string', type: 'string', tags: 'string[]'} as const,
  });

  constructor(records: SearchProductRecord[]) {
    this.records = records;
    this.byId = new Map(records.map((record) => [record.objectID, record]));
    insertMultiple(
      this.text,
      records.map(({objectID, name, metal, category, type, tags}) => ({id: objectID, name, metal, category, type, tags})),
    );
  }

  /**
   * Summed text score of every record matching all words of the query; null for an empty query.
   * One Orama search per word, intersected: Orama's `threshold: 0` wants every word in the same
   * attribute, while Algolia lets `solitaire platinum` match a name and a metal.
   */
  scores(query: string, typos: boolean): Map<string, number> | null {
    const words = queryWords(query);
    if (words.length === 0) return null;
    let scores: Map<string, number> | null = null;
    for (const word of words) {
      const results = search(this.text, {
        term: word,
        properties: [...PRODUCT_SEARCHABLE],
        tolerance: typos && word.length >= MIN_WORD_SIZE_FOR_ONE_TYPO ? 1 : 0,
        limit: Math.max(1, this.records.length),
      });
      if (results instanceof Promise) throw new Error('Orama answered asynchronously; the products index expects its synchronous components');
      const previous: Map<string, number> | null = scores;
      scores = new Map();
      for (const hit of results.hits) {
        if (!previous) scores.set(hit.id, hit.score);
        else if (previous.has(hit.id)) scores.set(hit.id, (previous.get(hit.id) as number) + hit.score);
      }
      if (scores.size === 0) break;
    }
    return scores;
  }
}

export class ProductEngine implements SearchEngine {
  readonly searchableAttributes = PRODUCT_SEARCHABLE;
  readonly facetAttributes = PRODUCT_FACETS;
  readonly searchableFacets = PRODUCT_SEARCHABLE_FACETS;

  constructor(
    private readonly catalog: ProductCatalog,
    private readonly order: ProductOrder,
  ) {}

  run(params: SearchParams, window: {from: number; to: number}, facets: readonly string[]): EngineResult {
    const scores = this.catalog.scores(params.query, params.typoTolerance);
    const score = (record: SearchProductRecord) => scores?.get(record.objectID) ?? 0;
    const matching = this.catalog.records.filter(
      (record) => (!scores || scores.has(record.objectID)) && matchesFilters(record, params.filters),
    );
    const byRelevance = (a: SearchProductRecord, b: SearchProductRecord) =>
      score(b) - score(a) || b.totalSales - a.totalSales || (a.objectID < b.objectID ? -1 : 1);
    const order = this.order;
    matching.sort(
      order === 'relevance'
        ? byRelevance
        : (a, b) => (a[order.attribute] - b[order.attribute]) * (order.direction === 'asc' ? 1 : -1) || byRelevance(a, b),
    );

    const result: EngineResult = {
      nbHits: matching.length,
      hits: matching.slice(window.from, window.to),
      facets: new Map(),
      facetsStats: new Map(),
    };
    for (const facet of facets) {
      const counts = new Map<string, number>();
      const stats = new StatsAccumulator();
      for (const record of matching) {
        const value = attributeValue(record, facet);
        for (const item of Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]) {
          const key = String(item);
          counts.set(key, (counts.get(key) ?? 0) + 1);
          if (NUMERIC.has(facet) && typeof item === 'number') stats.add(item);
        }
      }
      result.facets.set(facet, counts);
      const summary = stats.result();
      if (summary) result.facetsStats.set(facet, summary);
    }
    return result;
  }

  getObject(objectID: string): object | null {
    return this.catalog.byId.get(objectID) ?? null;
  }
}
