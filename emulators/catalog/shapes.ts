// Stone shapes as the storefront names them, and the slugs image paths and tags use.
import {DIAMOND_SHAPES, type DiamondShape} from './model';

/** Lozenge exists only in the setting option picker (spec section 3); no loose stone has it. */
export const STONE_SHAPES = [...DIAMOND_SHAPES, 'Lozenge'] as const;
export type StoneShape = DiamondShape | 'Lozenge';

export function shapeSlug(shape: StoneShape): string {
  return shape.toLowerCase().replace(/ /g, '-');
}

export function shapeFromSlug(slug: string): StoneShape | null {
  return STONE_SHAPES.find((shape) => shapeSlug(shape) === slug) ?? null;
}

export function shapeIconPath(shape: StoneShape): string {
  return `/images/shapes/${shapeSlug(shape)}.svg`;
}

export function diamondImagePath(shape: StoneShape): string {
  return `/images/diamonds/${shapeSlug(shape)}.svg`;
}
