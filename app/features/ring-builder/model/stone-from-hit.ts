// Apart from the hit schema (zod), so choosing a stone from the results needs none of it.
import type {DiamondHit} from './diamond-hit';
import type {BuilderStone} from './ring-builder-snapshot';

/** The stone the builder keeps from a `diamonds` index record. */
export function stoneFromHit(hit: DiamondHit): BuilderStone {
  return {
    objectID: hit.objectID,
    type: hit.type,
    stockNumber: hit.stockNumber,
    certNumber: hit.certNumber,
    lab: hit.lab,
    variantId: hit.variantId,
    shape: hit.shape,
    carat: hit.carat,
    color: hit.color,
    clarity: hit.clarity,
    price: hit.total_sales_price,
    imagePath: hit.imagePath,
  };
}
