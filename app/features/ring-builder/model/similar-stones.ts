// Stones offered in place of one that has sold: same type and shape, a carat close to it, the
// nearest in price first.
import {DIAMONDS_INDEX, SIMILAR_CARAT_TOLERANCE, SIMILAR_STONES_SHOWN} from '~/config/ring-builder';
import type {DiamondHit} from './diamond-hit';
import {DIAMOND_HIT_RETRIEVAL} from './diamond-hit-retrieval';
import type {BuilderStone} from './ring-builder-snapshot';

/** Enough candidates to pick the nearest in price from. */
const CANDIDATES = 40;

const round2 = (value: number) => Math.round(value * 100) / 100;

export function similarStonesRequest(stone: Pick<BuilderStone, 'type' | 'shape' | 'carat'>) {
  const low = round2(stone.carat * (1 - SIMILAR_CARAT_TOLERANCE));
  const high = round2(stone.carat * (1 + SIMILAR_CARAT_TOLERANCE));
  return {
    indexName: DIAMONDS_INDEX,
    numericFilters: [`carat:${low} TO ${high}`],
    facetFilters: [[`type:${stone.type}`], [`shape:${stone.shape}`]],
    hitsPerPage: CANDIDATES,
    ...DIAMOND_HIT_RETRIEVAL,
  };
}

/** The candidates nearest the sold stone's price (then carat), never the sold stone itself. */
export function closestStones(stone: Pick<BuilderStone, 'stockNumber' | 'price' | 'carat'>, hits: readonly DiamondHit[], count = SIMILAR_STONES_SHOWN): DiamondHit[] {
  return hits
    .filter((hit) => hit.stockNumber !== stone.stockNumber)
    .map((hit) => ({hit, price: Math.abs(hit.total_sales_price - stone.price), carat: Math.abs(hit.carat - stone.carat)}))
    .sort((a, b) => a.price - b.price || a.carat - b.carat)
    .slice(0, count)
    .map(({hit}) => hit);
}
