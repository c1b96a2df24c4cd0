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
export type StoneShape = (typeof STONE_SHAPES)[number];

/** Spec §3: Half Moon is a filter icon only, Lozenge an option picker only. */
export const FILTER_SHAPES: readonly StoneShape[] = STONE_SHAPES.filter((shape) => shape !== 'Lozenge');
export const PICKER_SHAPES: readonly StoneShape[] = STONE_SHAPES.filter((shape) => shape !== 'Half Moon');

const slug = (shape: string) => shape.toLowerCase().replace(/\s+/g, '-');
const KNOWN = new Map<string, string>(STONE_SHAPES.map((shape) => [shape.toLowerCase(), slug(shape)]));

/** The icon file name of a shape, `round` for shapes without an icon. */
export function shapeIconSlug(shape: string): string {
  return KNOWN.get(shape.trim().toLowerCase()) ?? 'round';
}

/** The spec's name of a shape however a catalogue spells it (`round`, ` Round `), or null for an unknown one. */
export function canonicalShape(value: string): StoneShape | null {
  const wanted = value.trim().toLowerCase();
  return STONE_SHAPES.find((shape) => shape.toLowerCase() === wanted) ?? null;
}

/** Option values an option picker shows: every value but the spec's filter-only shapes (unknown names stay). */
export function pickerShapeValues<T extends {value: string}>(values: readonly T[]): T[] {
  return values.filter((option) => {
    const shape = canonicalShape(option.value);
    return shape === null || PICKER_SHAPES.includes(shape);
  });
}
