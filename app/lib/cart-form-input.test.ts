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
    ]) {
      expect(cartFormInput.safeParse(input).success).toBe(false);
    }
  });
});
