import {describe, expect, it} from 'vitest';
import {cartFormInput} from './cart-form-input';

const variant = 'gid://shopify/ProductVariant/2000001';
const line = 'gid://shopify/CartLine/0c3f0d4e-1b2a-4c5d-8e9f-000000000001?cart=abc123';

describe('cartFormInput', () => {
  it('accepts a well-formed add', () => {
    expect(cartFormInput.safeParse({action: 'LinesAdd', inputs: {lines: [{merchandiseId: variant, quantity: 1}]}}).success).toBe(true);
  });

  it('refuses the CartForm line actions no button sends: changes go through the cart operations endpoints', () => {
    for (const input of [
      {action: 'LinesUpdate', inputs: {lines: [{id: line, quantity: 0}]}},
      {action: 'LinesRemove', inputs: {lineIds: [line]}},
      {action: 'NoteUpdate', inputs: {note: 'For our anniversary'}},
    ]) {
      expect(cartFormInput.safeParse(input).success, input.action).toBe(false);
    }
  });

  it('rejects unknown actions, wrong id kinds, bad quantities and oversized input', () => {
    for (const input of [
      {action: 'BuyerIdentityUpdate', inputs: {}},
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: 'gid://shopify/Product/1', quantity: 1}]}},
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: variant, quantity: 0}]}},
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: variant, quantity: 1.5}]}},
      {action: 'LinesAdd', inputs: {lines: []}},
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: 'javascript:alert(1)', quantity: 1}]}},
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: variant, quantity: 11}]}},
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: variant, quantity: 999}]}},
    ]) {
      expect(cartFormInput.safeParse(input).success).toBe(false);
    }
  });

  it('holds the engraving to its rule on every line it adds', () => {
    const add = (value: string) => ({action: 'LinesAdd', inputs: {lines: [{merchandiseId: variant, quantity: 1, attributes: [{key: 'Engraving', value}]}]}});
    expect(cartFormInput.safeParse(add('J & M forever')).success).toBe(true);
    for (const value of ['x'.repeat(21), 'x'.repeat(40), 'x'.repeat(60), 'x'.repeat(100), '<script>']) {
      expect(cartFormInput.safeParse(add(value)).success, value).toBe(false);
    }
  });
});
