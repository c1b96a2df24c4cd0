import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {ENGRAVING_MAX_LENGTH} from '~/config/product';
import {checkEngravingAttribute, engravingProblem, isOptionRequired} from './engraving';

describe('engraving', () => {
  it('is optional; choices stay required', () => {
    expect(isOptionRequired({name: 'Engraving', format: 'input'})).toBe(false);
    expect(isOptionRequired({name: 'Engraving', format: 'choice'})).toBe(false);
    expect(isOptionRequired({name: 'Ring Size', format: 'select'})).toBe(true);
    expect(isOptionRequired({name: 'Ring Size', format: 'choice'})).toBe(true);
  });

  it('takes up to 20 characters of the engraver’s set, and nothing is fine', () => {
    expect(ENGRAVING_MAX_LENGTH).toBe(20);
    expect(engravingProblem('')).toBeNull();
    expect(engravingProblem("Forever & ever, J+M!")).toBeNull();
    for (const length of [21, 40, 60, 100]) expect(engravingProblem('a'.repeat(length))).toMatch(/20 characters/);
    expect(engravingProblem('<b>hi</b>')).toMatch(/letters, numbers/);
    expect(engravingProblem('love 💍')).toMatch(/letters, numbers/);
  });

  it('refuses an Engraving attribute over the limit in a schema, and leaves other keys alone', () => {
    const attribute = z.object({key: z.string(), value: z.string()}).superRefine(checkEngravingAttribute);
    expect(attribute.safeParse({key: 'Engraving', value: 'x'.repeat(40)}).success).toBe(false);
    expect(attribute.safeParse({key: 'Engraving', value: 'J & M'}).success).toBe(true);
    expect(attribute.safeParse({key: 'Gift message', value: 'x'.repeat(40)}).success).toBe(true);
  });
});
