// Spec §3 Stone shapes: each has an icon; an unknown shape shows the Round icon.

export const STONE_SHAPES = [
  'Asscher',
  'Baguette',
  'Cushion',
  'Elongated Cushion',
  'Elongated Oval',
  'Emerald',
  'Half Moon',
  'Marquise',
  'Oval',
  'Pear',
  'Princess',
  'Radiant',
  'Round',
  'Triangle',
  'Lozenge',
] as const;

const slug = (shape: string) => shape.toLowerCase().replace(/\s+/g, '-');
const KNOWN = new Map<string, string>(STONE_SHAPES.map((shape) => [shape.toLowerCase(), slug(shape)]));

/** The icon file name of a shape, `round` for shapes without an icon. */
export function shapeIconSlug(shape: string): string {
  return KNOWN.get(shape.trim().toLowerCase()) ?? 'round';
}
