import {describe, expect, it} from 'vitest';
import {parseMenuRequest, parseNoInputRequest} from './content-api-input';

const url = (search: string) => new URL(`https://shop.example/api/menu${search}`);

describe('parseMenuRequest', () => {
  it('accepts a handle', () => {
    expect(parseMenuRequest(url('?handle=menu-v3'))).toEqual({ok: true, value: {handle: 'menu-v3'}});
  });

  it('accepts the version of a menu beside its handle', () => {
    expect(parseMenuRequest(url('?handle=menu-v3&version=0a1b2c3d'))).toEqual({ok: true, value: {handle: 'menu-v3', version: '0a1b2c3d'}});
  });

  it.each([
    ['', 'MISSING_HANDLE'],
    ['?handle=', 'MISSING_HANDLE'],
    ['?handle=Menu_V3', 'INVALID_HANDLE'],
    ['?handle=-menu', 'INVALID_HANDLE'],
    ['?handle=menu%20v3', 'INVALID_HANDLE'],
    [`?handle=${'a'.repeat(101)}`, 'INVALID_HANDLE'],
    ['?handle=menu-v3&handle=other', 'INVALID_HANDLE'],
    ['?handle=menu-v3&debug=1', 'UNEXPECTED_PARAMETER'],
    ['?handle=menu-v3&version=', 'INVALID_VERSION'],
    ['?handle=menu-v3&version=0A1B2C3D', 'INVALID_VERSION'],
    ['?handle=menu-v3&version=0a1b2c3d4', 'INVALID_VERSION'],
    ['?handle=menu-v3&version=0a1b2c3d&version=0a1b2c3d', 'INVALID_VERSION'],
  ])('refuses %s with %s', (search, code) => {
    const result = parseMenuRequest(url(search));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem.code).toBe(code);
      expect(result.problem.message).not.toBe('');
    }
  });
});

describe('parseNoInputRequest', () => {
  it('accepts no parameters', () => {
    expect(parseNoInputRequest(new URL('https://shop.example/api/banners'))).toEqual({ok: true, value: {}});
  });

  it('rejects any parameter and names it', () => {
    const result = parseNoInputRequest(new URL('https://shop.example/api/banners?limit=5'));
    expect(result).toEqual({
      ok: false,
      problem: {code: 'UNEXPECTED_PARAMETER', message: 'Unexpected query parameter: limit.'},
    });
  });
});
