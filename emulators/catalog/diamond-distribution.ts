// How loose-stone inventory is distributed, per stone type: lab growers favour fancy shapes, bigger
// stones and top colours; natural inventory centres on near-colourless G-I and VS-SI clarity;
// moissanite comes in the makers' two colour bands, mostly colorless. Half moons, baguettes and
// triangles are cut as side stones: loose-stone inventory holds only a few as centre stones.
// Weights are relative.
import {WeightedTable, type Random} from './random';
import type {
  DIAMOND_CLARITIES,
  DIAMOND_COLORS,
  DIAMOND_CUTS,
  DIAMOND_FINISHES,
  DIAMOND_FLUORESCENCE,
  DIAMOND_LABS,
  MOISSANITE_COLORS,
  DiamondShape,
  DiamondType,
} from './model';

type Color = (typeof DIAMOND_COLORS)[number];
type Clarity = (typeof DIAMOND_CLARITIES)[number];
type Cut = (typeof DIAMOND_CUTS)[number];
type Finish = (typeof DIAMOND_FINISHES)[number];
type Fluorescence = (typeof DIAMOND_FLUORESCENCE)[number];
type Lab = (typeof DIAMOND_LABS)[number];
type MoissaniteColor = (typeof MOISSANITE_COLORS)[number];
type GradedType = Exclude<DiamondType, 'moissanite'>;

export const TYPE_TABLE = new WeightedTable<DiamondType>([
  ['lab', 55],
  ['natural', 35],
  ['moissanite', 10],
]);

const shapes = (fancyBoost: number) =>
  new WeightedTable<DiamondShape>([
    ['Round', 40 - fancyBoost * 6],
    ['Oval', 12 + fancyBoost * 2],
    ['Emerald', 7 + fancyBoost],
    ['Cushion', 6],
    ['Pear', 6 + fancyBoost],
    ['Princess', 6],
    ['Radiant', 6 + fancyBoost],
    ['Elongated Cushion', 4 + fancyBoost * 0.5],
    ['Elongated Oval', 4 + fancyBoost * 0.5],
    ['Marquise', 3],
    ['Asscher', 3],
    ['Baguette', 0.2],
    ['Triangle', 0.12],
    ['Half Moon', 0.08],
  ]);

export const SHAPE_TABLE: Record<DiamondType, WeightedTable<DiamondShape>> = {
  natural: shapes(0),
  lab: shapes(1),
  moissanite: shapes(0.5),
};

export const COLOR_TABLE: Record<GradedType, WeightedTable<Color>> = {
  natural: new WeightedTable<Color>([
    ['D', 5], ['E', 9], ['F', 14], ['G', 20], ['H', 20], ['I', 15], ['J', 11], ['K', 6],
  ]),
  lab: new WeightedTable<Color>([
    ['D', 18], ['E', 26], ['F', 24], ['G', 15], ['H', 9], ['I', 5], ['J', 2], ['K', 1],
  ]),
};
export const MOISSANITE_COLOR_TABLE = new WeightedTable<MoissaniteColor>([['D-E-F', 75], ['G-H-I', 25]]);

export const CLARITY_TABLE: Record<GradedType, WeightedTable<Clarity>> = {
  natural: new WeightedTable<Clarity>([
    ['FL', 0.5], ['IF', 2.5], ['VVS1', 7], ['VVS2', 11], ['VS1', 20], ['VS2', 24], ['SI1', 22], ['SI2', 13],
  ]),
  lab: new WeightedTable<Clarity>([
    ['FL', 0.5], ['IF', 4], ['VVS1', 17], ['VVS2', 24], ['VS1', 28], ['VS2', 18], ['SI1', 6], ['SI2', 2.5],
  ]),
};

/** Only rounds get a graded cut in the ideal-to-good sense; fancy shapes top out at Excellent. */
export const ROUND_CUT_TABLE: Record<DiamondType, WeightedTable<Cut>> = {
  natural: new WeightedTable<Cut>([['Ideal', 35], ['Excellent', 40], ['Very Good', 18], ['Good', 7]]),
  lab: new WeightedTable<Cut>([['Ideal', 55], ['Excellent', 35], ['Very Good', 8], ['Good', 2]]),
  moissanite: new WeightedTable<Cut>([['Ideal', 40], ['Excellent', 45], ['Very Good', 12], ['Good', 3]]),
};
export const FANCY_CUT_TABLE = new WeightedTable<Cut>([['Excellent', 50], ['Very Good', 38], ['Good', 12]]);

/** Polish and symmetry follow the cut: a well-cut stone is rarely poorly finished. */
export const FINISH_TABLE_BY_CUT: Record<Cut, WeightedTable<Finish>> = {
  Ideal: new WeightedTable<Finish>([['Excellent', 88], ['Very Good', 11], ['Good', 1]]),
  Excellent: new WeightedTable<Finish>([['Excellent', 80], ['Very Good', 18], ['Good', 2]]),
  'Very Good': new WeightedTable<Finish>([['Excellent', 45], ['Very Good', 48], ['Good', 7]]),
  Good: new WeightedTable<Finish>([['Excellent', 20], ['Very Good', 55], ['Good', 25]]),
};

export const FLUORESCENCE_TABLE: Record<DiamondType, WeightedTable<Fluorescence>> = {
  natural: new WeightedTable<Fluorescence>([['None', 62], ['Faint', 21], ['Medium', 11], ['Strong', 6]]),
  lab: new WeightedTable<Fluorescence>([['None', 90], ['Faint', 7], ['Medium', 2.5], ['Strong', 0.5]]),
  moissanite: new WeightedTable<Fluorescence>([['None', 96], ['Faint', 4]]),
};

/** GIA grades most natural stones, IGI most lab-grown ones; no lab grades moissanite. */
export const LAB_TABLE: Record<GradedType, WeightedTable<Lab>> = {
  natural: new WeightedTable<Lab>([['GIA', 88], ['IGI', 12]]),
  lab: new WeightedTable<Lab>([['IGI', 80], ['GIA', 20]]),
};

/** Median carat and log-spread per type: lab buyers buy bigger for the same budget. */
const CARAT_LOGNORMAL: Record<DiamondType, readonly [number, number]> = {
  natural: [Math.log(0.8), 0.55],
  lab: [Math.log(1.45), 0.5],
  moissanite: [Math.log(1.3), 0.45],
};

/** Cutters keep stones just over the weights buyers filter on, so inventory piles up there. */
const MAGIC_WEIGHTS = [0.5, 0.7, 0.9, 1, 1.2, 1.5, 2, 2.5, 3, 4, 5] as const;
/** Moissanite is sold by diamond-equivalent weight, in round sizes. */
const MOISSANITE_WEIGHTS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 3.5, 4, 5] as const;
/** Half moons, baguettes and triangles are mostly side stones. */
const ACCENT_SHAPES: ReadonlySet<DiamondShape> = new Set(['Half Moon', 'Baguette', 'Triangle']);

export function drawCarat(random: Random, type: DiamondType, shape: DiamondShape): number {
  const [mu, sigma] = CARAT_LOGNORMAL[type];
  let carat = random.lognormal(mu, sigma);
  if (ACCENT_SHAPES.has(shape)) carat *= 0.45;
  if (type === 'moissanite' && random.chance(0.75)) {
    let nearest: number = MOISSANITE_WEIGHTS[0];
    for (const w of MOISSANITE_WEIGHTS) if (Math.abs(w - carat) < Math.abs(nearest - carat)) nearest = w;
    carat = nearest;
  } else if (random.chance(type === 'natural' ? 0.45 : 0.3)) {
    for (const w of MAGIC_WEIGHTS) {
      if (carat < w && carat > w * 0.88) {
        carat = w + random.float(0, 0.05) * w;
        break;
      }
    }
  }
  const min = ACCENT_SHAPES.has(shape) ? 0.15 : 0.25;
  return Math.round(Math.min(10, Math.max(min, carat)) * 100) / 100;
}
