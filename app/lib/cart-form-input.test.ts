import {describe, expect, it} from 'vitest';
import {cartFormInput} from './cart-form-input';

const variant = 'gid://shopify/ProductVariant/2000001';
const line = 'gid://shopify/CartLine/0c3f0d4e-1b2a-4c5d-8e9f-000000000001?cart=abc123';

describe('cartFormInput', () => {
  it('accepts a well-formed add, update, remove and note', () => {
    for (const input of [
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: variant, quantity: 1}]}},
      {action: 'LinesUpdate', inputs: {lines: [{id: line, quantity: 0}]}},
      {action: 'LinesRemove', inputs: {lineIds: [line]}},
      {action: 'NoteUpdate', inputs: {note: 'For our anniversary'}},
    ]) {
      expect(cartFormInput.safeParse(input).success).toBe(true);
    }
  });

  it('rejects unknown actions, wrong id kinds, bad quantities and oversized input', () => {
    for (const input of [
      {action: 'BuyerIdentityUpdate', inputs: {}},
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: 'gid://shopify/Product/1', quantity: 1}]}},
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: variant, quantity: 0}]}},
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: variant, quantity: 1.5}]}},
      {action: 'LinesAdd', inputs: {lines: []}},
      {action: 'LinesUpdate', inputs: {lines: [{id: line, quantity: -1}]}},
      {action: 'LinesRemove', inputs: {lineIds: ['javascript:alert(1)']}},
      {action: 'NoteUpdate', inputs: {note: 'x'.repeat(5001)}},
      {action: 'LinesAdd', inputs: {lines: [{merchandiseId: variant, quantity: 11}]}},
      {action: 'LinesUpdate', inputs: {lines: [{id: line, quantity: 999}]}},
    ]) {
      expect(cartFormInput.safeParse(input).success).toBe(false);
    }
  });

  it('holds the engraving to its rule on every line it adds or changes', () => {
    const add = (value: string) => ({action: 'LinesAdd', inputs: {lines: [{merchandiseId: variant, quantity: 1, attributes: [{key: 'Engraving', value}]}]}});
    const update = (value: string) => ({action: 'LinesUpdate', inputs: {lines: [{id: line, quantity: 1, attributes: [{key: 'Engraving', value}]}]}});
    expect(cartFormInput.safeParse(add('J & M forever')).success).toBe(true);
    for (const value of ['x'.repeat(21), 'x'.repeat(40), 'x'.repeat(60), 'x'.repeat(100), '<script>']) {
      expect(cartFormInput.safeParse(add(value)).success, value).toBe(false);
      expect(cartFormInput.safeParse(update(value)).success, value).toBe(false);
    }
  });
});
