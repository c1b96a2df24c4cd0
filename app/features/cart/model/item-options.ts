// The store's own item options (metafield `store.options`, JSON) and the values a line carries for
// them: a line attribute keyed by the option's name, so checkout and the order show it as such.
import {z} from 'zod';
import type {Attribute, ItemOption, OptionValue} from './cart-view';

const optionValueSchema = z.object({
  id: z.string(),
  value: z.string(),
  displayAttributes: z.unknown().optional(),
});

const optionSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  displayName: z.string().optional(),
  description: z.string().optional(),
  format: z.string().optional(),
  values: z.array(z.unknown()).optional(),
  displayAttributes: z.unknown().optional(),
});

/** Spec §3: a JSON string parsed leniently; empty or invalid text yields an empty object. */
export function parseDisplayAttributes(input: unknown): Record<string, unknown> {
  if (input && typeof input === 'object' && !Array.isArray(input)) return input as Record<string, unknown>;
  if (typeof input !== 'string' || input.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(input);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function parseValue(input: unknown): OptionValue | null {
  const parsed = optionValueSchema.safeParse(input);
  if (!parsed.success) return null;
  return {id: parsed.data.id, value: parsed.data.value, displayAttributes: parseDisplayAttributes(parsed.data.displayAttributes)};
}

function labelOf(value: OptionValue): string {
  const label = value.displayAttributes.label;
  return typeof label === 'string' && label.trim() ? label : value.value;
}

/**
 * Options from the metafield's JSON text with the values the line's attributes select. Malformed
 * options are skipped rather than failing the whole cart.
 */
export function parseItemOptions(json: string | null | undefined, attributes: readonly Attribute[]): ItemOption[] {
  if (!json) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): ItemOption[] => {
    const parsed = optionSchema.safeParse(entry);
    if (!parsed.success) return [];
    const option = parsed.data;
    const values = (option.values ?? []).map(parseValue).filter((v): v is OptionValue => v !== null);
    const format = option.format === 'input' || values.length === 0 ? 'input' : 'choice';
    const chosen = attributes.find((a) => a.key === option.name)?.value.trim() ?? '';
    const match = values.find((v) => v.value === chosen);
    const selected =
      chosen === '' ? null : format === 'input' ? {value: chosen, label: chosen} : match ? {value: match.value, label: labelOf(match)} : null;
    return [
      {
        id: option.id,
        name: option.name,
        displayName: option.displayName || option.name,
        description: option.description ?? '',
        format,
        values,
        displayAttributes: parseDisplayAttributes(option.displayAttributes),
        selected,
      },
    ];
  });
}

/** The line attributes after choosing `value` for the option named `name` (empty clears it). */
export function withOptionValue(attributes: readonly Attribute[], name: string, value: string): Attribute[] {
  const rest = attributes.filter((a) => a.key !== name);
  return value.trim() === '' ? rest : [...rest, {key: name, value: value.trim()}];
}
