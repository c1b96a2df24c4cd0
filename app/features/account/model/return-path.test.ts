import {describe, expect, it} from 'vitest';
import {safeReturnPath} from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this storefront with its query and hash', () => {
    expect(safeReturnPath('/account/orders')).toBe('/account/orders');
    expect(safeReturnPath('/search?query=ring#results')).toBe('/search?query=ring#results');
  });

  it('falls back for anything that could leave the site', () => {
    for (const hostile of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%5Cevil.example',
      '/%2F/evil.example',
      '%2F%2Fevil.example',
      '/%252F%252Fevil.example',
      '/\t/evil.example',
      '/%09/evil.example',
      'javascript:alert(1)',
      'account',
      '',
    ]) {
      expect(safeReturnPath(hostile), hostile).toBe('/');
    }
  });

  it('uses the given fallback and refuses malformed encodings', () => {
    expect(safeReturnPath(null, '/account')).toBe('/account');
    expect(safeReturnPath('/%E0%A4%A', '/account')).toBe('/account');
  });
});
