import {describe, expect, it} from 'vitest';
import {sameOriginPath} from './same-origin-path';

describe('sameOriginPath', () => {
  it.each([
    ['/', '/'],
    ['/shop/cart', '/shop/cart'],
    ['/shop/collections/rings?sort=price-asc#grid', '/shop/collections/rings?sort=price-asc#grid'],
    ['/account/orders', '/account/orders'],
    ['/search?q=gold ring', '/search?q=gold%20ring'],
    ['/search?q=a%2Fb', '/search?q=a%2Fb'],
    ['/a/../shop/cart', '/shop/cart'],
    ['/shop/products/ring?redirect=//evil.example', '/shop/products/ring?redirect=//evil.example'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(sameOriginPath(value)).toBe(expected);
  });

  it.each([
    ['absolute https URL', 'https://evil.example/'],
    ['absolute http URL', 'http://evil.example'],
    ['uppercase scheme', 'HTTPS://evil.example'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/shop'],
    ['triple slash', '///evil.example'],
    ['slash then backslash', '/\\evil.example'],
    ['backslash then slash', '\\/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['backslash later in the path', '/shop\\..\\\\evil.example'],
    ['encoded double slash', '%2F%2Fevil.example'],
    ['slash then encoded slash', '/%2Fevil.example'],
    ['slash then lowercase encoded slash', '/%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['lowercase encoded backslash', '/%5cevil.example'],
    ['double-encoded double slash', '/%252F%252Fevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline inside the slashes', '/\n/evil.example'],
    ['carriage return inside the slashes', '/\r/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['null byte', '/\u0000/evil.example'],
    ['C1 control', '/\u0085/evil.example'],
    ['leading space', ' //evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme after a slash-like start', 'javascript://%0Aalert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'shop/cart'],
    ['a bare word', 'account'],
    ['dot-segments escaping to a host', '/a/../..//evil.example'],
    ['a malformed encoding', '/%E0%A4%A'],
    ['a stray percent sign', '/search?q=100%'],
    ['empty', ''],
    ['overlong', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, value) => {
    expect(sameOriginPath(value)).toBe('/');
  });

  it('answers the fallback it is given, and / when there is no value', () => {
    expect(sameOriginPath('//evil.example', '/shop/cart')).toBe('/shop/cart');
    expect(sameOriginPath('/%E0%A4%A', '/account')).toBe('/account');
    expect(sameOriginPath(null)).toBe('/');
    expect(sameOriginPath(undefined)).toBe('/');
  });

  it('never answers a path a browser would resolve off the site', () => {
    const hostile = ['/\\evil', '\\/evil', '//evil', '/%2F/evil', '/\t\\evil', '/%5C%5Cevil', 'https:evil', '/.//evil'];
    for (const value of hostile) {
      const target = new URL(sameOriginPath(value), 'https://shop.example');
      expect(target.origin, value).toBe('https://shop.example');
    }
  });
});
