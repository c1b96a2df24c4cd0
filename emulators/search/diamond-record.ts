// A `diamonds` index record: the seed stone plus the positions of its colour and clarity on the
// best-first grade scales, which the ring builder's sliders filter on numerically. Shared by the
// local index and the Algolia sync so both hold the same records.
import {DIAMOND_CLARITIES, DIAMOND_COLORS, type SeedDiamond} from '../catalog/model';

export type DiamondRecord = SeedDiamond & {colorIndex: number; clarityIndex: number};

const scale = (grades: readonly string[]) => new Map(grades.map((grade, index) => [grade, index]));
const COLOR_INDEX = scale(DIAMOND_COLORS);
const CLARITY_INDEX = scale(DIAMOND_CLARITIES);

/** NaN for a grade outside the scale, which no numeric filter matches. */
export const colorIndexOf = (color: string): number => COLOR_INDEX.get(color) ?? Number.NaN;
export const clarityIndexOf = (clarity: string): number => CLARITY_INDEX.get(clarity) ?? Number.NaN;

export function toDiamondRecord(diamond: SeedDiamond): DiamondRecord {
  return {...diamond, colorIndex: colorIndexOf(diamond.color), clarityIndex: clarityIndexOf(diamond.clarity)};
}
