// A `diamonds` index record: the seed stone plus the positions of its colour, clarity and cut on
// the best-first grade scales (the ring builder's sliders filter on the first two, and the grade
// replicas sort on all three, so grades sort in grade order rather than alphabetically) and its
// price per carat in whole dollars as the builder shows it (its replicas sort on it). Shared by
// the local index and the Algolia sync so both hold the same records.
import {DIAMOND_CLARITIES, DIAMOND_COLORS, DIAMOND_CUTS, type SeedDiamond} from '../catalog/model';

export type DiamondRecord = SeedDiamond & {colorIndex: number; clarityIndex: number; cutIndex: number; pricePerCarat: number};

const scale = (grades: readonly string[]) => new Map(grades.map((grade, index) => [grade, index]));
const COLOR_INDEX = scale(DIAMOND_COLORS);
const CLARITY_INDEX = scale(DIAMOND_CLARITIES);
const CUT_INDEX = scale(DIAMOND_CUTS);

/** NaN for a grade outside the scale, which no numeric filter matches and every sort puts last. */
export const colorIndexOf = (color: string): number => COLOR_INDEX.get(color) ?? Number.NaN;
export const clarityIndexOf = (clarity: string): number => CLARITY_INDEX.get(clarity) ?? Number.NaN;
export const cutIndexOf = (cut: string): number => CUT_INDEX.get(cut) ?? Number.NaN;
/** Rounded as the storefront shows it, so a price-per-carat sort agrees with the column. */
export const pricePerCaratOf = (price: number, carat: number): number => (carat > 0 ? Math.round(price / carat) : Number.NaN);

export function toDiamondRecord(diamond: SeedDiamond): DiamondRecord {
  return {
    ...diamond,
    colorIndex: colorIndexOf(diamond.color),
    clarityIndex: clarityIndexOf(diamond.clarity),
    cutIndex: cutIndexOf(diamond.cut),
    pricePerCarat: pricePerCaratOf(diamond.total_sales_price, diamond.carat),
  };
}
