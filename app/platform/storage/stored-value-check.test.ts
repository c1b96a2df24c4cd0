import {describe, expect, it} from 'vitest';
import * as z from 'zod/mini';
import {checkedValue, storedValueCheck, type StoredValueCheck} from './stored-value-check';

const positive = storedValueCheck((value) => (typeof value === 'number' && value > 0 ? value : undefined));

describe('stored value checks', () => {
  it('keep what a hand check keeps and refuse what it refuses', () => {
    expect(checkedValue(positive, 2)).toEqual({value: 2});
    expect(checkedValue(positive, -1)).toBeUndefined();
    expect(checkedValue(positive, '2')).toBeUndefined();
  });

  it('take a zod schema as it is', () => {
    const schema = z.object({count: z.number()});
    expect(checkedValue(schema, {count: 1, extra: true})).toEqual({value: {count: 1}});
    expect(checkedValue(schema, {count: 'one'})).toBeUndefined();
  });

  it('count a check that answers later as failing: storage is read synchronously', () => {
    const later: StoredValueCheck<number> = {'~standard': {version: 1, vendor: 'test', validate: async () => ({value: 1})}};
    expect(checkedValue(later, 1)).toBeUndefined();
  });
});
