// Compiles filter clauses into tests over diamond columns: an OR-group on one facet becomes a
// lookup table over that column's codes, a numeric condition an interval over a typed array, and a
// non-negated price interval narrows the row range by binary search (rows are in price order), so
// the scan only ever visits stones in the requested price band.
import type {Condition, FilterClauses, OrGroup} from './filter-clauses';
import {clarityIndexOf, colorIndexOf} from './diamond-record';
import {
  DIAMOND_FACETS,
  DIAMOND_NUMERICS,
  type DiamondColumns,
  type DiamondFacet,
  type DiamondNumeric,
  type FacetColumn,
} from './diamond-columns';

export type RowFilter =
  | {kind: 'codes'; codes: Uint8Array; accept: Uint8Array; postings: FacetColumn['postings']; selectivity: number}
  | {kind: 'interval'; values: Float64Array; lower: number; upper: number; lowerOpen: boolean; upperOpen: boolean; negated: boolean; selectivity: number}
  | {kind: 'test'; accept: (row: number) => boolean; selectivity: number};

export interface CompiledFilters {
  /** Cheapest and most selective first. */
  filters: RowFilter[];
  /** Row range left after the price bounds. */
  from: number;
  to: number;
}

type Interval = Extract<RowFilter, {kind: 'interval'}>;

const GRADE_POSITIONS: Partial<Record<string, {facet: DiamondFacet; position: (grade: string) => number}>> = {
  colorIndex: {facet: 'color', position: colorIndexOf},
  clarityIndex: {facet: 'clarity', position: clarityIndexOf},
};

const isFacet = (attribute: string): attribute is DiamondFacet => (DIAMOND_FACETS as readonly string[]).includes(attribute);
const isNumeric = (attribute: string): attribute is DiamondNumeric =>
  (DIAMOND_NUMERICS as readonly string[]).includes(attribute);

function interval(columns: DiamondColumns, condition: Condition): Interval | null {
  const base = {kind: 'interval' as const, lowerOpen: false, upperOpen: false, negated: condition.negated, selectivity: 0.5};
  if (condition.kind === 'tag' || !isNumeric(condition.attribute)) return null;
  const values = columns.numbers[condition.attribute];
  if (condition.kind === 'range') return {...base, values, lower: condition.lower, upper: condition.upper};
  if (condition.kind === 'facet') {
    const value = Number(condition.value);
    return condition.value.trim() === '' || Number.isNaN(value) ? null : {...base, values, lower: value, upper: value};
  }
  const v = condition.value;
  switch (condition.operator) {
    case '<':
      return {...base, values, lower: -Infinity, upper: v, upperOpen: true};
    case '<=':
      return {...base, values, lower: -Infinity, upper: v};
    case '>':
      return {...base, values, lower: v, upper: Infinity, lowerOpen: true};
    case '>=':
      return {...base, values, lower: v, upper: Infinity};
    case '=':
      return {...base, values, lower: v, upper: v};
    case '!=':
      return {...base, values, lower: v, upper: v, negated: !condition.negated};
  }
}

export function intervalAccepts(f: Interval, value: number): boolean {
  const inside =
    (f.lowerOpen ? value > f.lower : value >= f.lower) && (f.upperOpen ? value < f.upper : value <= f.upper);
  return inside !== f.negated;
}

/** The codes of `facet` whose value satisfies the condition; null when the condition is not about it. */
function facetAcceptance(columns: DiamondColumns, facet: DiamondFacet, condition: Condition): Uint8Array | null {
  if (condition.kind !== 'facet' || condition.attribute !== facet) return null;
  const wanted = condition.value.toLowerCase();
  const accept = new Uint8Array(256);
  columns.facets[facet].values.forEach((value, code) => {
    accept[code] = Number((value.toLowerCase() === wanted) !== condition.negated);
  });
  return accept;
}

function selectivity(columns: DiamondColumns, facet: DiamondFacet, accept: Uint8Array): number {
  const totals = columns.facets[facet].totals;
  let accepted = 0;
  for (let code = 0; code < 256; code++) if (accept[code]) accepted += totals[code] as number;
  return columns.size === 0 ? 0 : accepted / columns.size;
}

/** A test for one condition of a mixed OR-group; a boolean when it does not depend on the row. */
function conditionTest(columns: DiamondColumns, condition: Condition): boolean | ((row: number) => boolean) {
  if (condition.kind === 'facet' && isFacet(condition.attribute)) {
    const accept = facetAcceptance(columns, condition.attribute, condition) as Uint8Array;
    const codes = columns.facets[condition.attribute].codes;
    return (row) => accept[codes[row] as number] === 1;
  }
  const numeric = interval(columns, condition);
  if (numeric) return (row) => intervalAccepts(numeric, numeric.values[row] as number);
  // Tags and unknown attributes: no stone carries them, so only their negation matches.
  return condition.negated;
}

/**
 * Grade positions are functions of a grade facet, so a range over `colorIndex` or `clarityIndex`
 * becomes a lookup over the one-byte grade codes: cheaper to scan than doubles, and fusable with the
 * other facet filters.
 */
function gradeCodes(columns: DiamondColumns, condition: Condition, numeric: Interval): RowFilter | null {
  if (condition.kind === 'tag') return null;
  const grade = GRADE_POSITIONS[condition.attribute];
  if (!grade) return null;
  const accept = new Uint8Array(256);
  columns.facets[grade.facet].values.forEach((value, code) => {
    accept[code] = Number(intervalAccepts(numeric, grade.position(value)));
  });
  const column = columns.facets[grade.facet];
  return {kind: 'codes', codes: column.codes, accept, postings: column.postings, selectivity: selectivity(columns, grade.facet, accept)};
}

function compileGroup(columns: DiamondColumns, group: OrGroup): RowFilter | boolean {
  const first = group[0];
  if (!first) return false;
  if (first.kind === 'facet' && isFacet(first.attribute) && group.every((c) => c.kind === 'facet' && c.attribute === first.attribute)) {
    const facet = first.attribute;
    const accept = new Uint8Array(256);
    for (const condition of group) {
      const one = facetAcceptance(columns, facet, condition) as Uint8Array;
      for (let code = 0; code < 256; code++) accept[code] = accept[code] || (one[code] as number);
    }
    const column = columns.facets[facet];
    return {kind: 'codes', codes: column.codes, accept, postings: column.postings, selectivity: selectivity(columns, facet, accept)};
  }
  if (group.length === 1) {
    const numeric = interval(columns, first);
    if (numeric) return gradeCodes(columns, first, numeric) ?? {...numeric, selectivity: columns.fractionWithin(numeric)};
  }
  const tests: ((row: number) => boolean)[] = [];
  for (const condition of group) {
    const test = conditionTest(columns, condition);
    if (test === true) return true;
    if (test !== false) tests.push(test);
  }
  if (tests.length === 0) return false;
  return {kind: 'test', accept: (row) => tests.some((test) => test(row)), selectivity: 0.9};
}

/** First row whose price is above (or at, when `inclusive`) the bound. */
function priceBound(prices: Float64Array, size: number, bound: number, inclusive: boolean): number {
  let lo = 0;
  let hi = size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const price = prices[mid] as number;
    if (inclusive ? price < bound : price <= bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function compileRowFilters(columns: DiamondColumns, clauses: FilterClauses, extra: RowFilter[]): CompiledFilters {
  const prices = columns.numbers.total_sales_price;
  let from = 0;
  let to = columns.size;
  const filters: RowFilter[] = [...extra];
  for (const group of clauses) {
    const compiled = compileGroup(columns, group);
    if (compiled === true) continue;
    if (compiled === false) return {filters: [], from: 0, to: 0};
    if (compiled.kind === 'interval' && compiled.values === prices && !compiled.negated) {
      from = Math.max(from, priceBound(prices, columns.size, compiled.lower, !compiled.lowerOpen));
      to = Math.min(to, priceBound(prices, columns.size, compiled.upper, compiled.upperOpen));
      continue;
    }
    filters.push(compiled);
  }
  const cost = (f: RowFilter) => (f.kind === 'codes' ? 0 : f.kind === 'interval' ? 1 : 2);
  filters.sort((a, b) => a.selectivity - b.selectivity || cost(a) - cost(b));
  return {filters, from, to: Math.max(from, to)};
}
