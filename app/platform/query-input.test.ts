import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {parseQuery} from './query-input';

const schema = z.object({
  handle: z.string().regex(/^[a-z]+$/, 'A handle is lowercase letters.'),
  size: z.string().regex(/^\d+$/, 'A size is digits.').optional(),
});
const codes = {handle: {missing: 'MISSING_HANDLE', invalid: 'INVALID_HANDLE'}, size: {invalid: 'INVALID_SIZE'}};
const parse = (search: string) => parseQuery(new URL(`https://shop.example/api/thing${search}`), schema, codes);

describe('parseQuery', () => {
  it('gives the values the schema reads', () => {
    expect(parse('?handle=ring&size=6')).toEqual({ok: true, value: {handle: 'ring', size: '6'}});
    expect(parse('?handle=ring')).toEqual({ok: true, value: {handle: 'ring'}});
  });

  it('names every parameter the schema does not know, once each', () => {
    expect(parse('?handle=ring&debug=1&debug=2&x=')).toEqual({
      ok: false,
      problem: {code: 'UNEXPECTED_PARAMETER', message: 'Unexpected query parameter: debug, x.'},
    });
  });

  it('refuses a parameter given twice, even with the same value', () => {
    expect(parse('?handle=ring&handle=ring')).toEqual({ok: false, problem: {code: 'INVALID_HANDLE', message: 'Give handle once.'}});
  });

  it('calls an absent or empty required parameter missing, with its own code', () => {
    expect(parse('')).toEqual({ok: false, problem: {code: 'MISSING_HANDLE', message: 'The query parameter handle is required.'}});
    expect(parse('?handle=')).toEqual({ok: false, problem: {code: 'MISSING_HANDLE', message: 'The query parameter handle is required.'}});
  });

  it("answers an invalid value with the schema's message", () => {
    expect(parse('?handle=Ring')).toEqual({ok: false, problem: {code: 'INVALID_HANDLE', message: 'A handle is lowercase letters.'}});
    expect(parse('?handle=ring&size=')).toEqual({ok: false, problem: {code: 'INVALID_SIZE', message: 'A size is digits.'}});
  });

  it('stands the invalid code in for a parameter without a missing one', () => {
    const result = parseQuery(new URL('https://shop.example/api/thing'), z.object({handle: z.string()}), {handle: {invalid: 'INVALID_HANDLE'}});
    expect(result).toEqual({ok: false, problem: {code: 'INVALID_HANDLE', message: 'The query parameter handle is required.'}});
  });
});
