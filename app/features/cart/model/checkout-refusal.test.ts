import {describe, expect, it} from 'vitest';
import {CHECKOUT_REFUSAL_MESSAGES, cartPageAfterRefusal, checkoutRefusalIssue} from './checkout-refusal';

describe('checkout refusal carried to the cart page', () => {
  it('names a known refusal by its code and any other as a failed checkout', () => {
    expect(cartPageAfterRefusal('OPTIONS_REQUIRED')).toBe('/shop/cart?checkout=OPTIONS_REQUIRED');
    expect(cartPageAfterRefusal('<script>')).toBe('/shop/cart?checkout=CHECKOUT_FAILED');
  });

  it('reads back the message for a known code, and nothing for anything else in the URL', () => {
    expect(checkoutRefusalIssue(new URL('https://shop.example/shop/cart?checkout=INVALID_PAYMENT_EMPTY_CART'))).toEqual({
      code: 'INVALID_PAYMENT_EMPTY_CART',
      message: CHECKOUT_REFUSAL_MESSAGES.INVALID_PAYMENT_EMPTY_CART,
      severity: 'error',
      lineId: null,
    });
    expect(checkoutRefusalIssue(new URL('https://shop.example/shop/cart?checkout=%3Cb%3Ehi%3C%2Fb%3E'))).toBeNull();
    expect(checkoutRefusalIssue(new URL('https://shop.example/shop/cart'))).toBeNull();
  });
});
