// The `diamonds` index record as the builder reads it. Checked by hand, not with zod: the diamond
// step reads its first page of stones as it loads (docs/decisions/0014).
import {INVALID, finiteNumber, object, oneOf, optional, text} from '~/ui/shape-check';
import {STONE_TYPES} from './diamond-filters';

/** The fields of a stone record the builder reads, with their checks. */
export const DIAMOND_HIT_FIELDS = {
  objectID: text,
  stockNumber: text,
  certNumber: text,
  /** The stone as a store product; analytics name it by this id. */
  productId: optional(text),
  variantId: text,
  handle: text,
  type: oneOf(STONE_TYPES),
  shape: text,
  carat: finiteNumber,
  color: text,
  clarity: text,
  cut: text,
  polish: text,
  symmetry: text,
  fluorescence: text,
  lab: text,
  measurements: object({length: finiteNumber, width: finiteNumber, depth: finiteNumber}),
  depthPercent: finiteNumber,
  tablePercent: finiteNumber,
  lengthWidthRatio: finiteNumber,
  total_sales_price: finiteNumber,
  imagePath: text,
};

export const diamondHit = object(DIAMOND_HIT_FIELDS);

export interface DiamondHit {
  objectID: string;
  stockNumber: string;
  certNumber: string;
  productId?: string;
  variantId: string;
  handle: string;
  type: (typeof STONE_TYPES)[number];
  shape: string;
  carat: number;
  color: string;
  clarity: string;
  cut: string;
  polish: string;
  symmetry: string;
  fluorescence: string;
  lab: string;
  measurements: {length: number; width: number; depth: number};
  depthPercent: number;
  tablePercent: number;
  lengthWidthRatio: number;
  total_sales_price: number;
  imagePath: string;
}

/** Records that do not match are left out rather than breaking the grid. */
export function readDiamondHits(hits: readonly unknown[]): DiamondHit[] {
  return hits.flatMap((hit) => {
    const kept: DiamondHit | typeof INVALID = diamondHit(hit);
    return kept === INVALID ? [] : [kept];
  });
}
