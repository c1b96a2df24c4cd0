// How Hydrogen's CartForm posts to the cart route: one form field holding `{action, inputs}` as
// JSON, which the route's action reads back with Hydrogen's `CartForm.getFormInput`. The browser's
// add-to-cart forms write it themselves (`LinesAddForm`) rather than import CartForm: importing
// anything from `@shopify/hydrogen` puts its whole browser module, analytics included, in the
// importer's chunk (docs/decisions/0012). cart-form-protocol.test.ts holds these equal to Hydrogen's.

/** The field CartForm posts its action and inputs in. */
export const CART_FORM_INPUT_NAME = 'cartFormInput';

/** CartForm's action for adding lines, the only one the cart route accepts from a CartForm post. */
export const LINES_ADD_ACTION = 'LinesAdd';

/** The field's value for an add of `lines`. */
export function linesAddFormValue(lines: unknown[]): string {
  return JSON.stringify({action: LINES_ADD_ACTION, inputs: {lines}});
}

/** The lines a CartForm post adds, read without validation; null for a post of anything else. */
export function postedLinesAdd(formData: FormData): unknown[] | null {
  const value = formData.get(CART_FORM_INPUT_NAME);
  if (typeof value !== 'string') return null;
  let input: unknown;
  try {
    input = JSON.parse(value);
  } catch {
    return null;
  }
  if (!input || typeof input !== 'object' || !('action' in input) || input.action !== LINES_ADD_ACTION) return null;
  const lines = 'inputs' in input && input.inputs && typeof input.inputs === 'object' && 'lines' in input.inputs ? input.inputs.lines : undefined;
  return Array.isArray(lines) ? lines : [];
}
