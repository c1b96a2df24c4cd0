// The `diamonds` index record as the builder reads it. zod/mini, not zod: the diamond step reads
// its first page of stones as it loads, and zod's full build is slower to evaluate (ADR 0014).
import * as z from 'zod/mini';
import {STONE_TYPES} from './diamond-filters';

export const diamondHitSchema = z.object({
  objectID: z.string(),
  stockNumber: z.string(),
  certNumber: z.string(),
  /** The stone as a store product; analytics name it by this id. */
  productId: z.optional(z.string()),
  variantId: z.string(),
  handle: z.string(),
  type: z.enum(STONE_TYPES),
  shape: z.string(),
  carat: z.number(),
  color: z.string(),
  clarity: z.string(),
  cut: z.string(),
  polish: z.string(),
  symmetry: z.string(),
  fluorescence: z.string(),
  lab: z.string(),
  measurements: z.object({length: z.number(), width: z.number(), depth: z.number()}),
  depthPercent: z.number(),
  tablePercent: z.number(),
  lengthWidthRatio: z.number(),
  total_sales_price: z.number(),
  imagePath: z.string(),
});
export type DiamondHit = z.infer<typeof diamondHitSchema>;

/** Records that do not match the schema are left out rather than breaking the grid. */
export function readDiamondHits(hits: readonly unknown[]): DiamondHit[] {
  return hits.flatMap((hit) => {
    const parsed = diamondHitSchema.safeParse(hit);
    return parsed.success ? [parsed.data] : [];
  });
}
