// What the diamond step offers when the shape asked for has no loose stones (Lozenge, spec §3). Apart
// from stone-shapes.ts, which the product page loads, so its first load does not carry this.
import {FILTER_SHAPES, canonicalShape, type StoneShape} from './stone-shapes';

/**
 * For a shape no loose stone is cut in (Lozenge, spec §3), the stone shapes nearest to it in outline,
 * nearest first: a kite-like, pointed, elongated stone reads closest to a marquise, then a pear.
 */
const NEAREST_STONE_SHAPES: Partial<Record<StoneShape, readonly StoneShape[]>> = {
  Lozenge: ['Marquise', 'Pear', 'Elongated Oval', 'Oval', 'Emerald', 'Elongated Cushion', 'Radiant'],
};

/** The chosen shapes no loose stone has, so a search for them can find nothing. */
export function shapesWithoutStones(shapes: readonly string[]): StoneShape[] {
  return shapes.flatMap((shape) => {
    const known = canonicalShape(shape);
    return known && !FILTER_SHAPES.includes(known) ? [known] : [];
  });
}

/**
 * Up to `limit` stone shapes to offer instead of one no stone has: the nearest ones the setting is
 * also made in when it says (so the ring can be made), else the nearest ones.
 */
export function nearestStoneShapes(shape: StoneShape, settingShapes: readonly string[], limit = 3): StoneShape[] {
  const nearest = NEAREST_STONE_SHAPES[shape] ?? [];
  const offered = new Set(settingShapes.map((own) => canonicalShape(own)));
  const made = nearest.filter((candidate) => offered.has(candidate));
  return (made.length > 0 ? made : nearest).slice(0, limit);
}
