// Millimetre measurements from carat weight and shape. Weight = length x width x depth x k, where k
// is the trade's per-shape volume factor; solving for width given the shape's length/width ratio and
// depth percentage keeps measurements, ratio, depth % and carat mutually consistent.
import type {DiamondShape, DiamondType} from './model';
import type {Random} from './random';

interface ShapeGeometry {
  /** Length/width ratio range, uniform. */
  ratio: readonly [number, number];
  /** Total depth as % of width. */
  depth: readonly [number, number];
  table: readonly [number, number];
  volumeFactor: number;
}

const GEOMETRY: Record<DiamondShape, ShapeGeometry> = {
  Round: {ratio: [1.0, 1.015], depth: [59.5, 63.2], table: [53, 60], volumeFactor: 0.0061},
  Oval: {ratio: [1.3, 1.5], depth: [58, 65], table: [54, 63], volumeFactor: 0.0062},
  'Elongated Oval': {ratio: [1.55, 1.75], depth: [58, 64], table: [54, 63], volumeFactor: 0.0062},
  Cushion: {ratio: [1.0, 1.1], depth: [61, 70], table: [55, 66], volumeFactor: 0.0081},
  'Elongated Cushion': {ratio: [1.15, 1.4], depth: [61, 70], table: [56, 67], volumeFactor: 0.0081},
  Emerald: {ratio: [1.3, 1.55], depth: [61, 69], table: [60, 70], volumeFactor: 0.008},
  Princess: {ratio: [1.0, 1.05], depth: [64, 75], table: [62, 72], volumeFactor: 0.0083},
  Pear: {ratio: [1.45, 1.75], depth: [58, 65], table: [54, 63], volumeFactor: 0.0059},
  Radiant: {ratio: [1.0, 1.4], depth: [62, 70], table: [60, 70], volumeFactor: 0.0081},
  Marquise: {ratio: [1.85, 2.15], depth: [58, 64], table: [53, 63], volumeFactor: 0.0058},
  Asscher: {ratio: [1.0, 1.05], depth: [60, 70], table: [58, 68], volumeFactor: 0.008},
  // Half moons are set sideways, so their length (along the straight edge) is the long side.
  'Half Moon': {ratio: [1.7, 2.0], depth: [50, 60], table: [60, 75], volumeFactor: 0.0065},
  Baguette: {ratio: [1.6, 3.0], depth: [60, 72], table: [62, 75], volumeFactor: 0.0092},
  Triangle: {ratio: [0.95, 1.05], depth: [38, 48], table: [60, 75], volumeFactor: 0.0057},
};

/** Moissanite is about 9% less dense than diamond, so the same weight is a larger stone. */
const DENSITY_RELATIVE_TO_DIAMOND: Record<DiamondType, number> = {
  natural: 1,
  lab: 1,
  moissanite: 3.21 / 3.52,
};

export interface DiamondProportions {
  measurements: {length: number; width: number; depth: number};
  depthPercent: number;
  tablePercent: number;
  lengthWidthRatio: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const round1 = (x: number) => Math.round(x * 10) / 10;

export function diamondProportions(
  random: Random,
  shape: DiamondShape,
  type: DiamondType,
  carat: number,
): DiamondProportions {
  const g = GEOMETRY[shape];
  const ratio = random.float(g.ratio[0], g.ratio[1]);
  const depthPercent = random.float(g.depth[0], g.depth[1]);
  const tablePercent = random.float(g.table[0], g.table[1]);
  const k = g.volumeFactor * DENSITY_RELATIVE_TO_DIAMOND[type];
  const width = Math.cbrt(carat / (k * ratio * (depthPercent / 100)));
  const length = width * ratio;
  const depth = (width * depthPercent) / 100;
  return {
    measurements: {length: round2(length), width: round2(width), depth: round2(depth)},
    depthPercent: round1(depthPercent),
    tablePercent: Math.round(tablePercent),
    lengthWidthRatio: round2(length / width),
  };
}
