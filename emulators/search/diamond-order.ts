// How each diamonds index orders the stones a query matched. Rows are stored by price, ties in
// arrival order, and a query's selection keeps row order. Every replica is a standard replica
// ranked [sort attribute, Algolia's default criteria] with the primary's custom ranking
// asc(total_sales_price); with no text query the textual criteria tie, so stones equal on the sort
// attribute follow row order (cheapest first, then as indexed), and stones without the attribute
// come last whichever the direction, where Algolia puts records missing a ranking attribute.
import type {DiamondColumns, DiamondNumeric} from './diamond-columns';

export type SortDirection = 'asc' | 'desc';

export interface DiamondOrder {
  /** The rows at positions [from, to) of the first `count` rows of `selection`, in this order. */
  window(selection: Uint32Array, count: number, from: number, to: number): number[];
}

/** The primary and the asc price replica: row order itself. */
export const priceAscending: DiamondOrder = {
  window: (selection, count, from, to) => Array.from(selection.subarray(Math.min(from, count), Math.min(to, count))),
};

/** Dearest first; stones of one price keep row order, so the walk back from the end goes a price at a time. */
export function priceDescending(prices: Float64Array): DiamondOrder {
  return {
    window(selection, count, from, to) {
      const rows: number[] = [];
      let position = 0;
      let end = count;
      while (end > 0 && position < to) {
        const price = prices[selection[end - 1] as number];
        let start = end - 1;
        while (start > 0 && prices[selection[start - 1] as number] === price) start--;
        for (let j = start; j < end && position < to; j++, position++) if (position >= from) rows.push(selection[j] as number);
        end = start;
      }
      return rows;
    },
  };
}

/** Each row's place among the attribute's distinct values (0 smallest); `distinct` for a row without one. */
export interface DenseRanks {
  ranks: Uint32Array;
  distinct: number;
}

export function denseRanks(values: Float64Array, size: number): DenseRanks {
  const sorted = values.subarray(0, size).filter((value) => !Number.isNaN(value)).sort();
  let distinct = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i] as number;
  const ranks = new Uint32Array(size);
  for (let row = 0; row < size; row++) {
    const value = values[row] as number;
    if (Number.isNaN(value)) {
      ranks[row] = distinct;
      continue;
    }
    let lo = 0;
    let hi = distinct - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((sorted[mid] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    ranks[row] = lo;
  }
  return {ranks, distinct};
}

/** Past this many distinct values, neighbouring values share a bucket and a window's buckets are sorted. */
const MAX_BUCKETS = 4096;

/**
 * A sort on any other attribute, without sorting the matches: one pass counts them per bucket of
 * values (the order's key, grades and carats one value a bucket), the buckets holding the page are
 * found from the counts, and a second pass picks the page's rows out of the selection, which
 * already holds each bucket's stones in tie order.
 */
export function attributeOrder({ranks, distinct}: DenseRanks, direction: SortDirection): DiamondOrder {
  let shift = 0;
  while (((distinct + 1) >>> shift) > MAX_BUCKETS) shift++;
  // The order's key by rank: the rank itself, or reversed for desc; missing values last either way.
  const keys = Uint32Array.from({length: distinct + 1}, (_, rank) => (rank === distinct || direction === 'asc' ? rank : distinct - 1 - rank));
  const bucketOf = keys.map((key) => key >>> shift);
  const buckets = (distinct >>> shift) + 1;
  const counts = new Uint32Array(buckets);
  const next = new Uint32Array(buckets);
  return {
    window(selection, count, from, to) {
      const end = Math.min(to, count);
      if (from >= end) return [];
      counts.fill(0);
      for (let j = 0; j < count; j++) (counts[bucketOf[ranks[selection[j] as number] as number] as number] as number)++;
      let first = -1;
      let last = -1;
      for (let bucket = 0, position = 0; bucket < buckets; bucket++) {
        next[bucket] = position;
        position += counts[bucket] as number;
        if (first < 0 && position > from) first = bucket;
        if (position >= end) {
          last = bucket;
          break;
        }
      }
      if (shift === 0) {
        const rows = new Array<number>(end - from);
        for (let j = 0, filled = 0; j < count && filled < rows.length; j++) {
          const row = selection[j] as number;
          const bucket = bucketOf[ranks[row] as number] as number;
          if (bucket < first || bucket > last) continue;
          const position = (next[bucket] as number)++;
          if (position >= from && position < end) {
            rows[position - from] = row;
            filled++;
          }
        }
        return rows;
      }
      const gathered: number[] = [];
      for (let j = 0; j < count; j++) {
        const row = selection[j] as number;
        const bucket = bucketOf[ranks[row] as number] as number;
        if (bucket >= first && bucket <= last) gathered.push(row);
      }
      // Array sort is stable: rows of one value keep their tie order.
      gathered.sort((a, b) => (keys[ranks[a] as number] as number) - (keys[ranks[b] as number] as number));
      const offset = next[first] as number;
      return gathered.slice(from - offset, end - offset);
    },
  };
}

/** The order of a replica sorting on `attribute`; ranks are shared by an attribute's two directions. */
export function diamondOrder(columns: DiamondColumns, attribute: DiamondNumeric, direction: SortDirection, ranks: () => DenseRanks): DiamondOrder {
  if (attribute === 'total_sales_price') return direction === 'asc' ? priceAscending : priceDescending(columns.numbers.total_sales_price);
  return attributeOrder(ranks(), direction);
}
