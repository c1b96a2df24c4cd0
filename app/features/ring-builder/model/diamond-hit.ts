// The `diamonds` index record as the builder reads it. Checked by hand, not with zod: the diamond
// step reads its first page of stones as it loads (docs/decisions/0014).
import {INVALID, finiteNumber, object, oneOf, optional, text, type Checked} from '~/ui/shape-check';
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

export type DiamondHit = Checked<typeof diamondHit>;

/** Records that do not match are left out rather than breaking the grid. */
export function readDiamondHits(hits: readonly unknown[]): DiamondHit[] {
  return hits.flatMap((hit) => {
    const kept = diamondHit(hit);
    return kept === INVALID ? [] : [kept];
  });
}
