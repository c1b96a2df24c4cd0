import {describe, expect, it} from 'vitest';
import {parseCardImagesRequest} from './card-images-input';

const url = (search: string) => new URL(`https://shop.example/api/card-images${search}`);

describe('parseCardImagesRequest', () => {
  it('accepts one product handle', () => {
    expect(parseCardImagesRequest(url('?handle=margot-solitaire-setting'))).toEqual({ok: true, value: {handle: 'margot-solitaire-setting'}});
  });

  it.each([
    ['', 'INVALID_HANDLE'],
    ['?handle=', 'INVALID_HANDLE'],
    ['?handle=Margot', 'INVALID_HANDLE'],
    ['?handle=-margot', 'INVALID_HANDLE'],
    [`?handle=${'a'.repeat(256)}`, 'INVALID_HANDLE'],
    ['?handle=a&handle=b', 'INVALID_HANDLE'],
    ['?handle=a&width=2', 'UNEXPECTED_PARAMETER'],
  ])('refuses %s with %s', (search, code) => {
    const result = parseCardImagesRequest(url(search));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem.code).toBe(code);
      expect(result.problem.message).not.toBe('');
    }
  });
});
