// The diamonds index as columns: one typed array per attribute, rows sorted by total_sales_price
// (ties keep arrival order). Built by streaming, so a million stones never exist as objects at once;
// a hit is rebuilt from its row only when a page is served.
import type {SeedDiamond} from '../catalog/model';
import {CompactStringColumn} from './compact-string-column';
import {clarityIndexOf, colorIndexOf, cutIndexOf, pricePerCaratOf, type DiamondRecord} from './diamond-record';

export const DIAMOND_FACETS = [
  'shape', 'type', 'color', 'clarity', 'cut', 'lab', 'polish', 'symmetry', 'fluorescence',
] as const;
export type DiamondFacet = (typeof DIAMOND_FACETS)[number];

const STRING_FIELDS = [
  'objectID', 'stockNumber', 'certNumber', 'productId', 'variantId', 'handle', 'imagePath',
] as const;
const MEASUREMENTS = ['length', 'width', 'depth'] as const;
/** Numeric attributes, nested measurements under Algolia's dotted names. */
export const DIAMOND_NUMERICS = [
  'carat', 'total_sales_price', 'colorIndex', 'clarityIndex', 'cutIndex', 'pricePerCarat', 'depthPercent',
  'tablePercent', 'lengthWidthRatio', 'measurements.length', 'measurements.width', 'measurements.depth',
] as const;
export type DiamondNumeric = (typeof DIAMOND_NUMERICS)[number];

export interface FacetColumn {
  /** Distinct values by code. */
  values: string[];
  codes: Uint8Array;
  /** Rows per code over the whole index, for estimating how selective a filter is. */
  totals: Uint32Array;
  /**
   * Every row grouped by code, ascending (so in price order) within a code: rows of code c are
   * `rows[offsets[c]]` up to `rows[offsets[c + 1]]`. Lets a selective facet drive the scan.
   */
  postings: {rows: Uint32Array; offsets: Uint32Array};
}

type DiamondSource = AsyncIterable<SeedDiamond[]> | Iterable<SeedDiamond>;

const MAX_FACET_VALUES = 256;
const SAMPLE_SIZE = 512;

export class DiamondColumns {
  size = 0;
  readonly strings = Object.fromEntries(STRING_FIELDS.map((f) => [f, new CompactStringColumn()])) as Record<
    (typeof STRING_FIELDS)[number],
    CompactStringColumn
  >;
  readonly facets: Record<DiamondFacet, FacetColumn>;
  readonly numbers: Record<DiamondNumeric, Float64Array>;
  private readonly codeOf = new Map<DiamondFacet, Map<string, number>>(DIAMOND_FACETS.map((f) => [f, new Map()]));
  private capacity = 1024;
  private readonly samples = new Map<Float64Array, Float64Array>();

  private constructor() {
    this.facets = Object.fromEntries(
      DIAMOND_FACETS.map((f) => [
        f,
        {values: [], codes: new Uint8Array(this.capacity), totals: new Uint32Array(MAX_FACET_VALUES), postings: {rows: new Uint32Array(0), offsets: new Uint32Array(1)}},
      ]),
    ) as unknown as Record<DiamondFacet, FacetColumn>;
    this.numbers = Object.fromEntries(DIAMOND_NUMERICS.map((f) => [f, new Float64Array(this.capacity)])) as Record<
      DiamondNumeric,
      Float64Array
    >;
  }

  static async build(source: DiamondSource): Promise<DiamondColumns> {
    const columns = new DiamondColumns();
    if (Symbol.asyncIterator in source) {
      for await (const batch of source) for (const diamond of batch) columns.push(diamond);
    } else {
      for (const diamond of source) columns.push(diamond);
    }
    columns.sortByPrice();
    return columns;
  }

  /** The stored record of a row, as the index returns it. */
  record(row: number): DiamondRecord {
    const s = this.strings;
    const f = (facet: DiamondFacet) => {
      const column = this.facets[facet];
      return column.values[column.codes[row] as number] as string;
    };
    const n = (numeric: DiamondNumeric) => this.numbers[numeric][row] as number;
    return {
      objectID: s.objectID.get(row),
      stockNumber: s.stockNumber.get(row),
      certNumber: s.certNumber.get(row),
      productId: s.productId.get(row),
      variantId: s.variantId.get(row),
      handle: s.handle.get(row),
      type: f('type') as DiamondRecord['type'],
      shape: f('shape') as DiamondRecord['shape'],
      carat: n('carat'),
      color: f('color') as DiamondRecord['color'],
      clarity: f('clarity') as DiamondRecord['clarity'],
      cut: f('cut') as DiamondRecord['cut'],
      polish: f('polish') as DiamondRecord['polish'],
      symmetry: f('symmetry') as DiamondRecord['symmetry'],
      fluorescence: f('fluorescence') as DiamondRecord['fluorescence'],
      lab: f('lab') as DiamondRecord['lab'],
      measurements: {length: n('measurements.length'), width: n('measurements.width'), depth: n('measurements.depth')},
      depthPercent: n('depthPercent'),
      tablePercent: n('tablePercent'),
      lengthWidthRatio: n('lengthWidthRatio'),
      total_sales_price: n('total_sales_price'),
      imagePath: s.imagePath.get(row),
      colorIndex: n('colorIndex'),
      clarityIndex: n('clarityIndex'),
      cutIndex: n('cutIndex'),
      pricePerCarat: n('pricePerCarat'),
    };
  }

  /**
   * Estimated share of stones whose value lies in the interval, from an evenly spaced sample, so
   * the scan can start with the most selective filter.
   */
  fractionWithin(interval: {values: Float64Array; lower: number; upper: number; negated: boolean}): number {
    let sample = this.samples.get(interval.values);
    if (!sample) {
      const step = Math.max(1, Math.floor(this.size / SAMPLE_SIZE));
      sample = Float64Array.from({length: Math.ceil(this.size / step)}, (_, i) => interval.values[i * step] as number);
      this.samples.set(interval.values, sample);
    }
    if (sample.length === 0) return 0;
    let inside = 0;
    for (const value of sample) if (value >= interval.lower && value <= interval.upper) inside++;
    const fraction = inside / sample.length;
    return interval.negated ? 1 - fraction : fraction;
  }

  byteLength(): number {
    let bytes = 0;
    for (const column of Object.values(this.strings)) bytes += column.byteLength();
    for (const column of Object.values(this.facets)) bytes += column.codes.byteLength + column.postings.rows.byteLength;
    for (const column of Object.values(this.numbers)) bytes += column.byteLength;
    return bytes;
  }

  private push(diamond: SeedDiamond): void {
    if (this.size === this.capacity) this.grow();
    const row = this.size++;
    for (const field of STRING_FIELDS) this.strings[field].push(diamond[field]);
    for (const facet of DIAMOND_FACETS) this.facets[facet].codes[row] = this.code(facet, diamond[facet]);
    const numbers = this.numbers;
    numbers.carat[row] = diamond.carat;
    numbers.total_sales_price[row] = diamond.total_sales_price;
    numbers.colorIndex[row] = colorIndexOf(diamond.color);
    numbers.clarityIndex[row] = clarityIndexOf(diamond.clarity);
    numbers.cutIndex[row] = cutIndexOf(diamond.cut);
    numbers.pricePerCarat[row] = pricePerCaratOf(diamond.total_sales_price, diamond.carat);
    numbers.depthPercent[row] = diamond.depthPercent;
    numbers.tablePercent[row] = diamond.tablePercent;
    numbers.lengthWidthRatio[row] = diamond.lengthWidthRatio;
    for (const m of MEASUREMENTS) numbers[`measurements.${m}`][row] = diamond.measurements[m];
  }

  private code(facet: DiamondFacet, value: string): number {
    const codes = this.codeOf.get(facet) as Map<string, number>;
    let code = codes.get(value);
    if (code === undefined) {
      const column = this.facets[facet];
      if (column.values.length === MAX_FACET_VALUES) {
        throw new Error(`diamonds: more than ${MAX_FACET_VALUES} distinct values of ${facet}`);
      }
      code = column.values.push(value) - 1;
      codes.set(value, code);
    }
    (this.facets[facet].totals[code] as number)++;
    return code;
  }

  private grow(): void {
    this.capacity *= 2;
    for (const column of Object.values(this.facets)) {
      const codes = new Uint8Array(this.capacity);
      codes.set(column.codes);
      column.codes = codes;
    }
    for (const name of DIAMOND_NUMERICS) {
      const values = new Float64Array(this.capacity);
      values.set(this.numbers[name]);
      this.numbers[name] = values;
    }
  }

  private sortByPrice(): void {
    const order = priceOrder(this.numbers.total_sales_price, this.size);
    for (const column of Object.values(this.strings)) column.permute(order);
    for (const column of Object.values(this.facets)) {
      column.codes = permuted(column.codes, order, Uint8Array);
      column.postings = postings(column, this.size);
    }
    for (const name of DIAMOND_NUMERICS) this.numbers[name] = permuted(this.numbers[name], order, Float64Array);
    this.capacity = this.size;
  }
}

/**
 * Rows by ascending price, ties in arrival order. Whole prices below 2^32 pack with the row into one
 * exact double and sort natively (a comparator sort of a million rows is several times slower).
 */
function priceOrder(prices: Float64Array, size: number): Uint32Array {
  const order = new Uint32Array(size);
  let packable = size < 2 ** 21;
  for (let row = 0; row < size && packable; row++) {
    const price = prices[row] as number;
    packable = Number.isInteger(price) && price >= 0 && price < 2 ** 32;
  }
  if (packable) {
    const keys = new Float64Array(size);
    for (let row = 0; row < size; row++) keys[row] = (prices[row] as number) * 2 ** 21 + row;
    keys.sort();
    for (let j = 0; j < size; j++) order[j] = (keys[j] as number) % 2 ** 21;
    return order;
  }
  for (let row = 0; row < size; row++) order[row] = row;
  return order.sort((a, b) => (prices[a] as number) - (prices[b] as number) || a - b);
}

/** A counting sort of the rows by code; rows stay ascending within each code. */
function postings(column: FacetColumn, size: number): FacetColumn['postings'] {
  const offsets = new Uint32Array(column.values.length + 1);
  for (let code = 0; code < column.values.length; code++) {
    offsets[code + 1] = (offsets[code] as number) + (column.totals[code] as number);
  }
  const next = offsets.slice(0, -1);
  const rows = new Uint32Array(size);
  const codes = column.codes;
  for (let row = 0; row < size; row++) rows[(next[codes[row] as number] as number)++] = row;
  return {rows, offsets};
}

function permuted<T extends Uint8Array | Float64Array>(
  source: T,
  order: Uint32Array,
  Type: new (length: number) => T,
): T {
  const out = new Type(order.length);
  for (let j = 0; j < order.length; j++) out[j] = source[order[j] as number] as number;
  return out;
}
