// Runs a query over the diamond columns in one sweep of the price band (`diamond-scan.ts` narrows a
// selection vector of rows, most selective filter first), then facets are counted over the survivors
// and the page is read off the selection in the index's order (`diamond-order.ts`): the primary
// `diamonds` index and `diamonds_price_asc` read it as it is, the other replicas by their attribute.
import {DIAMOND_FACETS, DIAMOND_NUMERICS, type DiamondColumns, type DiamondFacet, type DiamondNumeric} from './diamond-columns';
import type {DiamondOrder} from './diamond-order';
import {compileRowFilters, type RowFilter} from './diamond-row-filters';
import {scanRows} from './diamond-scan';
import {StatsAccumulator, type EngineResult, type FacetStats, type SearchEngine} from './search-engine';
import type {SearchParams} from './search-params';
import {queryWords} from './text-matching';

const SEARCHABLE = ['stockNumber', 'certNumber', 'shape', 'type', 'color', 'clarity', 'cut', 'lab'] as const;
const NUMERIC_FACETS = new Set<string>(DIAMOND_NUMERICS);

export class DiamondEngine implements SearchEngine {
  readonly searchableAttributes = SEARCHABLE;
  readonly facetAttributes = DIAMOND_FACETS;
  readonly searchableFacets = DIAMOND_FACETS;

  /**
   * `selection` is scratch space of at least one slot per stone, shared by the primary and its
   * replicas: the service answers one query at a time on one thread.
   */
  constructor(
    private readonly columns: DiamondColumns,
    private readonly order: DiamondOrder,
    private readonly selection: Uint32Array,
  ) {}

  run(params: SearchParams, window: {from: number; to: number}, facets: readonly string[]): EngineResult {
    const compiled = compileRowFilters(this.columns, params.filters, this.queryFilters(params.query));
    const selection = this.selection;
    const count = scanRows(compiled.filters, compiled.from, compiled.to, selection);

    const result: EngineResult = {nbHits: count, hits: [], facets: new Map(), facetsStats: new Map()};
    for (const facet of facets) this.countFacet(facet, count, result);
    for (const row of this.order.window(selection, count, window.from, window.to)) result.hits.push(this.columns.record(row));
    return result;
  }

  getObject(objectID: string): object | null {
    const row = this.columns.strings.objectID.indexOf(objectID);
    return row < 0 ? null : this.columns.record(row);
  }

  private countFacet(facet: string, count: number, result: EngineResult): void {
    const selection = this.selection;
    if ((DIAMOND_FACETS as readonly string[]).includes(facet)) {
      const column = this.columns.facets[facet as DiamondFacet];
      const tally = new Uint32Array(256);
      const codes = column.codes;
      for (let j = 0; j < count; j++) (tally[codes[selection[j] as number] as number] as number)++;
      const counts = new Map<string, number>();
      column.values.forEach((value, code) => {
        if (tally[code]) counts.set(value, tally[code] as number);
      });
      result.facets.set(facet, counts);
    } else if (NUMERIC_FACETS.has(facet)) {
      const values = this.columns.numbers[facet as DiamondNumeric];
      const stats = new StatsAccumulator();
      const counts = new Map<string, number>();
      for (let j = 0; j < count; j++) {
        const value = values[selection[j] as number] as number;
        stats.add(value);
        const key = String(value);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      result.facets.set(facet, counts);
      const summary: FacetStats | null = stats.result();
      if (summary) result.facetsStats.set(facet, summary);
    }
  }

  /**
   * Each word of a text query must name a grade or facet value (`oval`, `vs1`, `lab`, `cushion`
   * also matching Elongated Cushion) or be a stock or certificate number.
   */
  private queryFilters(query: string): RowFilter[] {
    return queryWords(query).map((word): RowFilter => {
      const facetTests = DIAMOND_FACETS.flatMap((facet) => {
        const column = this.columns.facets[facet];
        const accept = new Uint8Array(256);
        column.values.forEach((value, code) => {
          accept[code] = Number(value.toLowerCase().split(/\s+/).includes(word));
        });
        return accept.some(Boolean) ? [{codes: column.codes, accept}] : [];
      });
      const rows = new Set(
        [this.columns.strings.stockNumber, this.columns.strings.certNumber].map((column) =>
          Math.max(column.indexOf(word), column.indexOf(word.toUpperCase())),
        ).filter((row) => row >= 0),
      );
      return {
        kind: 'test',
        accept: (row) => rows.has(row) || facetTests.some(({codes, accept}) => accept[codes[row] as number] === 1),
        selectivity: 0.5,
      };
    });
  }
}
