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

describe('cartPageForm code boxes', () => {
  it('reads the code fields with the same schemas as the JSON endpoints', () => {
    expect(cartPageForm.parse({intent: 'discount-apply', discountCode: ' welcome10 '})).toEqual({intent: 'discount-apply', discountCode: 'welcome10'});
    // A blank code is the shopper's omission (answered in words), not malformed input.
    expect(cartPageForm.parse({intent: 'discount-apply', discountCode: '  '})).toEqual({intent: 'discount-apply', discountCode: ''});
    expect(cartPageForm.parse({intent: 'gift-card-apply', giftCardCode: 'GIFT 100H APPY DAYS'}).intent).toBe('gift-card-apply');
    expect(cartPageForm.parse({intent: 'gift-card-remove', appliedGiftCardId: 'gid://shopify/AppliedGiftCard/1001'}).intent).toBe('gift-card-remove');
  });

  it('refuses malformed codes: too long, control characters, a blank removal, a gift card id of another kind', () => {
    expect(cartPageForm.safeParse({intent: 'discount-apply', discountCode: 'x'.repeat(256)}).success).toBe(false);
    expect(cartPageForm.safeParse({intent: 'discount-apply', discountCode: 'A\u0000B'}).success).toBe(false);
    expect(cartPageForm.safeParse({intent: 'discount-remove', discountCode: ''}).success).toBe(false);
    expect(cartPageForm.safeParse({intent: 'gift-card-apply', giftCardCode: 'x'.repeat(65)}).success).toBe(false);
    expect(cartPageForm.safeParse({intent: 'gift-card-remove', appliedGiftCardId: 'gid://shopify/CartLine/1'}).success).toBe(false);
    expect(cartPageForm.safeParse({intent: 'gift-card-remove', appliedGiftCardId: 'javascript:alert(1)'}).success).toBe(false);
  });
});
