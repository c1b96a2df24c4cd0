// The engraving option, decided once: optional (an empty engraving means none), at most
// ENGRAVING_MAX_LENGTH characters, and only characters the engraver cuts. The product page, the
// ring builder, the cart's required-options rule and every cart entry point's schema read it here.
import type {z} from 'zod';
import {ENGRAVING_MAX_LENGTH, ENGRAVING_OPTION_NAME} from '~/config/product';

/** Letters, digits, spaces and a little punctuation: what fits on the inside of a band. */
const ENGRAVING_CHARACTERS = /^[A-Za-z0-9 .,'&!?+-]*$/;

export const ENGRAVING_RULE_TEXT = `Up to ${ENGRAVING_MAX_LENGTH} letters, numbers, spaces or . , ' & ! ? + -`;

export const isEngravingOption = (option: {name: string}) => option.name === ENGRAVING_OPTION_NAME;

/** What is wrong with an engraving text, or null when the engraver can cut it (empty: none). */
export function engravingProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > ENGRAVING_MAX_LENGTH) return `Engraving is limited to ${ENGRAVING_MAX_LENGTH} characters.`;
  if (!ENGRAVING_CHARACTERS.test(trimmed)) return "Engraving can use letters, numbers, spaces and . , ' & ! ? + - only.";
  return null;
}

/**
 * Whether the shopper must choose a value. Choices (ring size, metal...) must be chosen; free text
 * (the engraving) never is.
 */
export const isOptionRequired = (option: {name: string; format: string}) => !isEngravingOption(option) && option.format !== 'input';

/** For zod schemas of line attributes: an `Engraving` attribute must pass the engraving rule. */
export function checkEngravingAttribute(attribute: {key: string; value: string}, context: z.RefinementCtx) {
  if (attribute.key !== ENGRAVING_OPTION_NAME) return;
  const problem = engravingProblem(attribute.value);
  if (problem) context.addIssue({code: 'custom', message: problem, path: ['value']});
}
