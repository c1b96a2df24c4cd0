// Choosing a variant by its options: the product page keeps the variant in the URL, and changing
// one option keeps the others where they are whenever such a variant exists.

export interface SelectableVariant {
  id: string;
  availableForSale?: boolean;
  selectedOptions: {name: string; value: string}[];
}

function optionValue(variant: SelectableVariant, name: string): string | undefined {
  return variant.selectedOptions.find((option) => option.name === name)?.value;
}

/** The variant with `name` set to `value` and every other option as in `current`, else the first with that value. */
export function variantForChange<V extends SelectableVariant>(variants: readonly V[], current: V | null, name: string, value: string): V | null {
  const wanted = (variant: V) => optionValue(variant, name) === value;
  const exact = current
    ? variants.find((variant) => wanted(variant) && current.selectedOptions.every((o) => o.name === name || optionValue(variant, o.name) === o.value))
    : undefined;
  return exact ?? variants.find((variant) => wanted(variant) && variant.availableForSale !== false) ?? variants.find(wanted) ?? null;
}

/**
 * The variant a product page opens on: the requested one when it exists, else the first available
 * with the preferred value of an option (spec: Center Stone Shape defaults to Round), else the first.
 */
export function initialVariant<V extends SelectableVariant>(variants: readonly V[], requestedId: string | null, preferred: {name: string; value: string}): V | null {
  const requested = requestedId ? variants.find((variant) => variant.id === requestedId) : undefined;
  if (requested) return requested;
  const available = variants.filter((variant) => variant.availableForSale !== false);
  const pool = available.length > 0 ? available : variants;
  return pool.find((variant) => optionValue(variant, preferred.name) === preferred.value) ?? pool[0] ?? null;
}
