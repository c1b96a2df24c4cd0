import {CartForm} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {CART_FORM_INPUT_NAME, LINES_ADD_ACTION, linesAddFormValue, postedLinesAdd} from './cart-form-protocol';

const lines = [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1, attributes: [{key: 'Ring size', value: '6'}]}];

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe("the add-to-cart form's post, as Hydrogen's CartForm posts it", () => {
  it("names the field and the action as Hydrogen's CartForm does", () => {
    expect(CART_FORM_INPUT_NAME).toBe(CartForm.INPUT_NAME);
    expect(LINES_ADD_ACTION).toBe(CartForm.ACTIONS.LinesAdd);
  });

  it("is read back by Hydrogen's getFormInput as a LinesAdd of the lines", () => {
    const input = CartForm.getFormInput(formOf({[CART_FORM_INPUT_NAME]: linesAddFormValue(lines)}));
    expect(input).toEqual({action: CartForm.ACTIONS.LinesAdd, inputs: {lines}});
  });

  it('gives the lines of a LinesAdd post, and null for any other post', () => {
    expect(postedLinesAdd(formOf({[CART_FORM_INPUT_NAME]: linesAddFormValue(lines)}))).toEqual(lines);
    expect(postedLinesAdd(formOf({[CART_FORM_INPUT_NAME]: JSON.stringify({action: CartForm.ACTIONS.LinesRemove, inputs: {lineIds: []}})}))).toBeNull();
    expect(postedLinesAdd(formOf({[CART_FORM_INPUT_NAME]: '{not json'}))).toBeNull();
    expect(postedLinesAdd(formOf({intent: 'remove'}))).toBeNull();
    expect(postedLinesAdd(formOf({[CART_FORM_INPUT_NAME]: JSON.stringify({action: LINES_ADD_ACTION, inputs: {}})}))).toEqual([]);
  });
});
