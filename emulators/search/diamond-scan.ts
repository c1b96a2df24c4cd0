// The hot loops of a diamonds query. The first pass reads the most selective facet's row lists
// when they are short, or else walks the price band's rows in order applying the most selective
// filter (fused with the next when both are facet lookups); later
// filters narrow the resulting selection vector in place. Each loop handles one filter kind with
// its inputs in locals, so V8 keeps it monomorphic and free of property loads.
import {intervalAccepts, type RowFilter} from './diamond-row-filters';

type CodesFilter = Extract<RowFilter, {kind: 'codes'}>;

/** Beyond this many accepted values, merging their row lists costs more than scanning. */
const MAX_DRIVING_CODES = 4;

/** First index in rows[start, end) holding a row >= target. */
function lowerBound(rows: Uint32Array, start: number, end: number, target: number): number {
  let lo = start;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((rows[mid] as number) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The rows in [from, to) of the filter's accepted values, read from the facet's row lists and
 * merged in row order; null when they are too many for that to beat a scan of the band.
 */
function rowsFromPostings(filter: CodesFilter, from: number, to: number, selection: Uint32Array): number | null {
  const {accept, postings} = filter;
  const {rows, offsets} = postings;
  const starts: number[] = [];
  const ends: number[] = [];
  let total = 0;
  for (let code = 0; code + 1 < offsets.length; code++) {
    if (!accept[code]) continue;
    const start = lowerBound(rows, offsets[code] as number, offsets[code + 1] as number, from);
    const end = lowerBound(rows, start, offsets[code + 1] as number, to);
    if (end > start) {
      starts.push(start);
      ends.push(end);
      total += end - start;
    }
  }
  if (starts.length > MAX_DRIVING_CODES || total * 2 > to - from) return null;
  for (let count = 0; count < total; count++) {
    let best = -1;
    for (let k = 0; k < starts.length; k++) {
      if ((starts[k] as number) < (ends[k] as number) && (best < 0 || (rows[starts[k] as number] as number) < (rows[starts[best] as number] as number))) {
        best = k;
      }
    }
    selection[count] = rows[(starts[best] as number)++] as number;
  }
  return total;
}

function firstPass(filters: RowFilter[], from: number, to: number, selection: Uint32Array): {count: number; used: number} {
  const [first, second] = filters;
  let count = 0;
  if (first?.kind === 'codes') {
    const driven = rowsFromPostings(first, from, to, selection);
    if (driven !== null) return {count: driven, used: 1};
  }
  if (first?.kind === 'codes' && second?.kind === 'codes') {
    const {codes: codesA, accept: acceptA} = first;
    const {codes: codesB, accept: acceptB} = second as CodesFilter;
    for (let row = from; row < to; row++) {
      if (acceptA[codesA[row] as number] && acceptB[codesB[row] as number]) selection[count++] = row;
    }
    return {count, used: 2};
  }
  if (first?.kind === 'codes') {
    const {codes, accept} = first;
    for (let row = from; row < to; row++) if (accept[codes[row] as number]) selection[count++] = row;
    return {count, used: 1};
  }
  if (first?.kind === 'interval' && !first.negated && !first.lowerOpen && !first.upperOpen) {
    const {values, lower, upper} = first;
    for (let row = from; row < to; row++) {
      const value = values[row] as number;
      if (value >= lower && value <= upper) selection[count++] = row;
    }
    return {count, used: 1};
  }
  for (let row = from; row < to; row++) selection[count++] = row;
  return {count, used: 0};
}

function narrow(filter: RowFilter, selection: Uint32Array, count: number): number {
  let kept = 0;
  if (filter.kind === 'codes') {
    const {codes, accept} = filter;
    for (let j = 0; j < count; j++) {
      const row = selection[j] as number;
      if (accept[codes[row] as number]) selection[kept++] = row;
    }
  } else if (filter.kind === 'interval' && !filter.negated && !filter.lowerOpen && !filter.upperOpen) {
    const {values, lower, upper} = filter;
    for (let j = 0; j < count; j++) {
      const row = selection[j] as number;
      const value = values[row] as number;
      if (value >= lower && value <= upper) selection[kept++] = row;
    }
  } else if (filter.kind === 'interval') {
    const values = filter.values;
    for (let j = 0; j < count; j++) {
      const row = selection[j] as number;
      if (intervalAccepts(filter, values[row] as number)) selection[kept++] = row;
    }
  } else {
    const accept = filter.accept;
    for (let j = 0; j < count; j++) {
      const row = selection[j] as number;
      if (accept(row)) selection[kept++] = row;
    }
  }
  return kept;
}

/** Fills `selection` with the rows in [from, to) passing every filter, in row (price) order. */
export function scanRows(filters: RowFilter[], from: number, to: number, selection: Uint32Array): number {
  const first = firstPass(filters, from, to, selection);
  let count = first.count;
  for (let i = first.used; i < filters.length && count > 0; i++) count = narrow(filters[i] as RowFilter, selection, count);
  return count;
}
