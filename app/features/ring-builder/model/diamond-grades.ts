// The colour and clarity sliders move over grade bands, not single grades: colour has 4 bands
// (slider 0-4), clarity 6 (slider 0-6), per spec §9. A filter range [min, max] selects the bands
// min..max-1. Grades are listed best first, matching the search index's colorIndex/clarityIndex.

export const COLOR_GRADES = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'] as const;
export const CLARITY_GRADES = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2'] as const;

/** Colour bands D-E, F-G, H-I, J-K: the pairs shoppers compare (colourless, near colourless...). */
export const COLOR_BANDS: readonly (readonly (typeof COLOR_GRADES)[number][])[] = [
  ['D', 'E'],
  ['F', 'G'],
  ['H', 'I'],
  ['J', 'K'],
];

/** Clarity bands: flawless grades together, each VVS/VS grade alone, SI1-SI2 together. */
export const CLARITY_BANDS: readonly (readonly (typeof CLARITY_GRADES)[number][])[] = [
  ['FL', 'IF'],
  ['VVS1'],
  ['VVS2'],
  ['VS1'],
  ['VS2'],
  ['SI1', 'SI2'],
];

/** The label of each slider mark: position i sits between band i-1 and band i. */
export function bandLabels(bands: readonly (readonly string[])[]): string[] {
  return bands.map((band) => (band.length === 1 ? band[0]! : `${band[0]}-${band[band.length - 1]}`));
}

/**
 * The inclusive index range (into the best-first grade list) that a slider range selects, or
 * null when it selects nothing.
 */
export function gradeIndexRange(
  bands: readonly (readonly string[])[],
  grades: readonly string[],
  [min, max]: readonly [number, number],
): [number, number] | null {
  const from = Math.max(0, Math.round(min));
  const to = Math.min(bands.length, Math.round(max));
  if (to <= from) return null;
  const selected = bands.slice(from, to).flat();
  const indexes = selected.map((grade) => grades.indexOf(grade));
  return [Math.min(...indexes), Math.max(...indexes)];
}

/**
 * Moissanite is sold in its makers' colour bands (Charles & Colvard's "D-E-F colorless", "G-H-I near
 * colorless"), eye-clean and with the maker's certificate, not graded stone by stone on the diamond
 * scales: the colour and clarity sliders do not apply to it (an index that grades moissanite on the
 * diamond scales then shows all of it, never none).
 */
export const gradedOnDiamondScales = (stoneType: string): boolean => stoneType !== 'moissanite';

const COLOR_BAND_NAMES: Readonly<Record<string, string>> = {'D-E-F': 'D-E-F colorless', 'G-H-I': 'G-H-I near colorless'};

/** A stone's colour as shoppers read it: a diamond's grade, or a moissanite band with its name. */
export function colorText(color: string): string {
  return COLOR_BAND_NAMES[color] ?? color;
}
