import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {unwrapExpiring, wrapExpiring} from './expiring-value';

const schema = z.object({count: z.number()});
const HOUR = 3_600_000;

describe('expiring values', () => {
  it('reads a value back while fresh', () => {
    const raw = wrapExpiring({count: 2}, 168, 0);
    expect(unwrapExpiring(raw, schema, 167 * HOUR)).toEqual({status: 'fresh', value: {count: 2}});
  });

  it('reports expiry at and after the expiry time', () => {
    const raw = wrapExpiring({count: 2}, 1, 0);
    expect(unwrapExpiring(raw, schema, HOUR)).toEqual({status: 'expired'});
    expect(unwrapExpiring(raw, schema, 2 * HOUR)).toEqual({status: 'expired'});
  });

  it('reports missing and invalid data', () => {
    expect(unwrapExpiring(null, schema, 0)).toEqual({status: 'missing'});
    expect(unwrapExpiring('not json', schema, 0)).toEqual({status: 'invalid'});
    expect(unwrapExpiring('{"value":1}', schema, 0)).toEqual({status: 'invalid'});
    expect(unwrapExpiring(wrapExpiring({count: 'two'}, 1, 0), schema, 0)).toEqual({status: 'invalid'});
  });
});
