// Spec §3 Item/product option: the store's own options (metafield `store.options`), read leniently
// so one malformed option or value never breaks a product page.
import {z} from 'zod';
import {engravingProblem, isEngravingOption, isOptionRequired} from './engraving';

export type OptionFormat = 'slider' | 'swatch' | 'input' | 'radio' | 'select';

export interface OptionValue {
  id: string;
  value: string;
  /** Parsed from the stored JSON string; empty when that is empty or invalid. */
  displayAttributes: Record<string, unknown>;
  additionalPriceCents: number;
}

export interface ProductOption {
  id: string;
  name: string;
  displayName: string;
  description: string;
  format: OptionFormat;
  values: OptionValue[];
}

/** Spec §3: a JSON string parsed leniently; empty or invalid yields an empty object. */
export function parseDisplayAttributes(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string' || text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const FORMATS = new Set<string>(['slider', 'swatch', 'input', 'radio', 'select']);

const valueSchema = z.object({
  id: z.coerce.string().min(1),
  value: z.coerce.string(),
  displayAttributes: z.unknown().transform(parseDisplayAttributes),
  additionalPriceCents: z.coerce.number().finite().catch(0).default(0),
});

const optionSchema = z.object({
  id: z.coerce.string().min(1),
  name: z.string().min(1),
  displayName: z.string().optional(),
  description: z.string().catch('').default(''),
  // Spec §2: an unknown format renders as a dropdown.
  format: z.string().catch('select').transform((format): OptionFormat => (FORMATS.has(format) ? (format as OptionFormat) : 'select')),
  values: z.array(z.unknown()).catch([]).default([]),
});

/** The options stored as JSON; malformed options and values are left out. */
export function parseProductOptions(json: string | null | undefined): ProductOption[] {
  let raw: unknown;
  try {
    raw = json ? JSON.parse(json) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const option = optionSchema.safeParse(entry);
    if (!option.success) return [];
    const values = option.data.values.flatMap((value) => {
      const parsed = valueSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
    return [{...option.data, displayName: option.data.displayName || option.data.name, values}];
  });
}

/** Spec §3: the additional price of a value, looked up by value id and option id; 0 when unknown. */
export function additionalPriceCents(options: readonly ProductOption[], optionId: string, valueId: string): number {
  return options.find((option) => option.id === optionId)?.values.find((value) => value.id === valueId)?.additionalPriceCents ?? 0;
}

/** Chosen value ids by option id; free-text options (input) keep their text instead. */
export type OptionSelections = Readonly<Record<string, string>>;

export function selectionsTotalCents(options: readonly ProductOption[], selections: OptionSelections): number {
  return Object.entries(selections).reduce((sum, [optionId, valueId]) => sum + additionalPriceCents(options, optionId, valueId), 0);
}

/** The label a value shows: its display label when it has one, else the value itself. */
export function valueLabel(value: OptionValue): string {
  const label = value.displayAttributes.label;
  return typeof label === 'string' && label.trim() ? label : value.value;
}

const choosable = (option: ProductOption) => option.format === 'select' || option.format === 'radio' || option.format === 'swatch';

/** Whether a choice names one of the option's own values: anything else (from a URL or storage) counts as unchosen. */
export const isKnownChoice = (option: ProductOption, chosen: string | undefined) => option.values.some((value) => value.id === chosen);

/** Options whose value the shopper must choose before the product can be added (never the engraving). */
export function missingRequiredOptions(options: readonly ProductOption[], selections: OptionSelections): ProductOption[] {
  return options.filter((option) => choosable(option) && isOptionRequired(option) && option.values.length > 0 && !isKnownChoice(option, selections[option.id]));
}


/** Options to fix before adding: required ones left unchosen, and an engraving the engraver cannot cut. */
export function optionsToFix(options: readonly ProductOption[], selections: OptionSelections): ProductOption[] {
  const invalid = options.filter((option) => isEngravingOption(option) && engravingProblem(selections[option.id] ?? '') !== null);
  return [...missingRequiredOptions(options, selections), ...invalid];
}

/**
 * The line attributes for chosen options (docs/cart.md): keyed by the option's name, holding the
 * chosen value's own text (or the typed text), so the cart, checkout and order show them.
 */
export function selectionAttributes(options: readonly ProductOption[], selections: OptionSelections): {key: string; value: string}[] {
  return options.flatMap((option) => {
    const chosen = selections[option.id]?.trim();
    if (!chosen) return [];
    if (option.format === 'input' || option.values.length === 0) return [{key: option.name, value: chosen}];
    const value = option.values.find((candidate) => candidate.id === chosen);
    return value ? [{key: option.name, value: value.value}] : [];
  });
}
