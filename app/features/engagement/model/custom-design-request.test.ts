import {describe, expect, it} from 'vitest';
import {parseCustomDesign, customDesignValues} from './custom-design-request';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  shape: 'Oval',
  carat: '6.5',
  budget: '40000',
  metal: 'Platinum',
  message: 'A three-stone ring with a large oval centre.',
};

describe('parseCustomDesign', () => {
  it('accepts a complete request and reads numbers; an empty phone is left out', () => {
    const result = parseCustomDesign(valid);
    expect(result).toEqual({ok: true, request: {...valid, phone: undefined, carat: 6.5, budget: 40000}});
  });

  it('names each failing field once', () => {
    const result = parseCustomDesign({...valid, name: ' ', email: 'ada@', carat: 'big', budget: '10', shape: 'Star', metal: 'Tin', phone: 'call me'});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid email address.',
      phone: 'Enter a valid phone number, or leave it empty.',
      shape: 'Choose a shape.',
      carat: 'Enter a carat weight between 0.1 and 20.',
      budget: 'Enter a budget between $500 and $1,000,000.',
      metal: 'Choose a metal.',
    });
  });

  it('refuses missing fields and extra-long messages', () => {
    const result = parseCustomDesign({...valid, message: 'x'.repeat(2001), carat: undefined});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['carat', 'message']);
  });

  it('names every field of an empty post with its own message, never the validator\'s', () => {
    const result = parseCustomDesign({});
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name.',
        email: 'Enter a valid email address.',
        shape: 'Choose a shape.',
        carat: 'Enter a carat weight between 0.1 and 20.',
        budget: 'Enter a budget between $500 and $1,000,000.',
        metal: 'Choose a metal.',
        message: 'Tell us about the ring you have in mind.',
      },
    });
  });
});

describe('what a form sent back to be fixed shows again', () => {
  it("keeps the form's own fields as sent, and nothing else", () => {
    const values = customDesignValues([
      ['name', 'Ada'],
      ['carat', '25'],
      ['shape', 'Oval'],
      ['__proto__', 'x'],
      ['constructor', 'x'],
      ['extra', 'y'],
      ['budget', new Blob(['9']) as unknown as string],
    ]);
    expect(values).toEqual({name: 'Ada', carat: '25', shape: 'Oval'});
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
  });

  it("cuts each field to the form's own limit", () => {
    const values = customDesignValues([
      ['name', 'n'.repeat(500)],
      ['message', 'm'.repeat(5000)],
    ]);
    expect(values.name).toHaveLength(100);
    expect(values.message).toHaveLength(2000);
  });
});
