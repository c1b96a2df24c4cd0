// Retail price model for loose stones. Natural price per carat rises steeply with weight and jumps
// at the "magic" sizes buyers search for (0.5, 0.7, 0.9, 1, 1.5, 2, 3, 5 ct). Lab-grown stones follow
// today's market, not a share of natural: their price per carat is nearly flat (a 2 ct stone costs
// about twice a 1 ct one), so they sell at about 15-20% of natural at 1 ct and a few percent at 5 ct.
// Moissanite sells by size at a fraction of lab. Every grade step is a fixed factor, so a better
// grade never costs less at the same weight, shape and type. No floor: a 0.15 ct stone costs what it costs.
import type {DIAMOND_CLARITIES, DIAMOND_COLORS, DIAMOND_CUTS, DIAMOND_FINISHES, MOISSANITE_COLORS} from './model';
import type {DiamondShape, DiamondType, SeedDiamond} from './model';

type Color = (typeof DIAMOND_COLORS)[number];
type Clarity = (typeof DIAMOND_CLARITIES)[number];
type MoissaniteColor = (typeof MOISSANITE_COLORS)[number];
type Cut = (typeof DIAMOND_CUTS)[number];
type Finish = (typeof DIAMOND_FINISHES)[number];

/** USD per carat of an H VS2 excellent round: [from carat, ppc at start, ppc just below next]. */
type Segments = readonly (readonly [number, number, number])[];

const NATURAL_PPC_SEGMENTS: Segments = [
  [0.1, 1100, 1700],
  [0.25, 1700, 2300],
  [0.5, 2900, 3300],
  [0.7, 3800, 4300],
  [0.9, 4700, 4900],
  [1.0, 6000, 7300],
  [1.5, 8800, 10000],
  [2.0, 12500, 16000],
  [3.0, 19000, 26000],
  [5.0, 30000, 42000],
  [10.01, 42000, 42000],
];

/** Lab-grown (2025-26 retail): about $1,000 per carat from half a carat to two, rising gently above. */
const LAB_PPC_SEGMENTS: Segments = [
  [0.1, 650, 760],
  [0.25, 760, 880],
  [0.5, 930, 980],
  [0.7, 1000, 1030],
  [0.9, 1040, 1050],
  [1.0, 1080, 1120],
  [1.5, 1130, 1145],
  [2.0, 1150, 1260],
  [3.0, 1300, 1500],
  [5.0, 1560, 2100],
  [10.01, 2100, 2100],
];

function segmentPricePerCarat(segments: Segments, carat: number): number {
  let i = 0;
  while (i < segments.length - 2 && carat >= segments[i + 1]![0]) i++;
  const [from, start, end] = segments[i]!;
  const to = segments[i + 1]![0];
  const t = Math.min(1, Math.max(0, Math.log(carat / from) / Math.log(to / from)));
  return start * Math.pow(end / start, t);
}

const COLOR_FACTOR: Record<'natural' | 'lab', Record<Color, number>> = {
  natural: {D: 1.55, E: 1.38, F: 1.25, G: 1.12, H: 1, I: 0.86, J: 0.74, K: 0.62},
  lab: {D: 1.18, E: 1.12, F: 1.07, G: 1, H: 0.94, I: 0.87, J: 0.8, K: 0.72},
};
const MOISSANITE_COLOR_FACTOR: Record<MoissaniteColor, number> = {'D-E-F': 1, 'G-H-I': 0.8};

const CLARITY_FACTOR: Record<'natural' | 'lab', Record<Clarity, number>> = {
  natural: {FL: 1.75, IF: 1.5, VVS1: 1.35, VVS2: 1.25, VS1: 1.13, VS2: 1.03, SI1: 0.9, SI2: 0.78},
  lab: {FL: 1.3, IF: 1.22, VVS1: 1.15, VVS2: 1.1, VS1: 1.04, VS2: 1, SI1: 0.9, SI2: 0.8},
};

/** Moissanite's colour band, a diamond's colour and clarity grades; a grade off the scale prices as the base. */
function gradeFactor(d: Pick<SeedDiamond, 'type' | 'color' | 'clarity'>): number {
  if (d.type === 'moissanite') return MOISSANITE_COLOR_FACTOR[d.color as MoissaniteColor] ?? 1;
  return (COLOR_FACTOR[d.type][d.color as Color] ?? 1) * (CLARITY_FACTOR[d.type][d.clarity as Clarity] ?? 1);
}

/** Cut grades move price most on rounds, where light performance is graded. */
const ROUND_CUT_FACTOR: Record<Cut, number> = {Ideal: 1.1, Excellent: 1, 'Very Good': 0.9, Good: 0.8};
const FANCY_CUT_FACTOR: Record<Cut, number> = {Ideal: 1.03, Excellent: 1, 'Very Good': 0.94, Good: 0.86};
const FINISH_FACTOR: Record<Finish, number> = {Excellent: 1, 'Very Good': 0.985, Good: 0.96};

const FLUORESCENCE_FACTOR: Record<DiamondType, Record<SeedDiamond['fluorescence'], number>> = {
  natural: {None: 1, Faint: 0.98, Medium: 0.93, Strong: 0.86},
  lab: {None: 1, Faint: 0.99, Medium: 0.97, Strong: 0.94},
  moissanite: {None: 1, Faint: 0.99, Medium: 0.97, Strong: 0.94},
};

/** Rounds carry the highest price per carat: more rough is lost cutting them. */
const NATURAL_SHAPE_FACTOR: Record<DiamondShape, number> = {
  Round: 1,
  Oval: 0.82,
  'Elongated Oval': 0.8,
  Cushion: 0.72,
  'Elongated Cushion': 0.72,
  Emerald: 0.74,
  Princess: 0.7,
  Pear: 0.8,
  Radiant: 0.75,
  Marquise: 0.72,
  Asscher: 0.74,
  'Half Moon': 0.55,
  Baguette: 0.5,
  Triangle: 0.6,
};

function shapeFactor(shape: DiamondShape, type: DiamondType): number {
  const natural = NATURAL_SHAPE_FACTOR[shape];
  if (type === 'natural') return natural;
  if (type === 'lab') return 1 - (1 - natural) * 0.5;
  return shape === 'Round' ? 1 : 0.95;
}

export function pricePerCarat(type: DiamondType, carat: number): number {
  if (type === 'moissanite') return 420 * Math.pow(carat, 0.25);
  return segmentPricePerCarat(type === 'lab' ? LAB_PPC_SEGMENTS : NATURAL_PPC_SEGMENTS, carat);
}

export type PricedAttributes = Pick<
  SeedDiamond,
  'type' | 'shape' | 'carat' | 'color' | 'clarity' | 'cut' | 'polish' | 'symmetry' | 'fluorescence'
>;

/** Expected retail price in USD (before per-stone market noise). */
export function expectedDiamondPrice(d: PricedAttributes): number {
  const cut = d.shape === 'Round' ? ROUND_CUT_FACTOR[d.cut] : FANCY_CUT_FACTOR[d.cut];
  return (
    pricePerCarat(d.type, d.carat) *
    d.carat *
    gradeFactor(d) *
    cut *
    FINISH_FACTOR[d.polish] *
    FINISH_FACTOR[d.symmetry] *
    FLUORESCENCE_FACTOR[d.type][d.fluorescence] *
    shapeFactor(d.shape, d.type)
  );
}
