import {describe, expect, it} from 'vitest';
import {cartPageForm} from './cart-page-form-input';

const lineId = 'gid://shopify/CartLine/abc';

describe('cartPageForm', () => {
  it('reads a quantity typed into the no-JS form', () => {
    expect(cartPageForm.parse({intent: 'quantity', lineId, quantity: ' 3 '})).toEqual({intent: 'change', lineId, change: {id: lineId, quantity: 3}});
    expect(cartPageForm.parse({intent: 'quantity', lineId, quantity: '0'})).toEqual({intent: 'change', lineId, change: {id: lineId, quantity: 0}});
  });

  it('refuses a blank or out-of-range quantity instead of reading it as 0 (which would remove the line)', () => {
    for (const quantity of ['', '  ', '11', '999', '-1', '1.5', 'two']) {
      expect(cartPageForm.safeParse({intent: 'quantity', lineId, quantity}).success, JSON.stringify(quantity)).toBe(false);
    }
  });

  it('refuses an engraving the engraver cannot cut, and takes one that fits', () => {
    expect(cartPageForm.safeParse({intent: 'option', lineId, name: 'Engraving', value: 'Always'}).success).toBe(true);
    for (const value of ['x'.repeat(40), 'x'.repeat(60), 'x'.repeat(100)]) {
      expect(cartPageForm.safeParse({intent: 'option', lineId, name: 'Engraving', value}).success).toBe(false);
    }
    expect(cartPageForm.safeParse({intent: 'option', lineId, name: 'Ring Size', value: '7'}).success).toBe(true);
  });

  it("refuses an option named like the storefront's reserved grouping keys, as the JSON endpoint does", () => {
    expect(cartPageForm.safeParse({intent: 'option', lineId, name: '__cartDetails', value: '{}'}).success).toBe(false);
  });
});
