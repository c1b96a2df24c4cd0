// Selections read from a link or storage, cut down to what the options can hold. Apart from
// product-options.ts, which the product page loads, as only the ring builder's review needs it.
import {isKnownChoice, type OptionSelections, type ProductOption} from './product-options';

/** The selections the options can hold: choices of unknown values and unknown options are dropped, typed text kept. */
export function knownSelections(options: readonly ProductOption[], selections: OptionSelections): Record<string, string> {
  const known: Record<string, string> = {};
  for (const option of options) {
    const chosen = selections[option.id];
    if (chosen === undefined) continue;
    if (option.format === 'input' || option.values.length === 0 || isKnownChoice(option, chosen)) known[option.id] = chosen;
  }
  return known;
}