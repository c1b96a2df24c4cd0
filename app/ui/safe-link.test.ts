import {describe, expect, it} from 'vitest';
import {isSafeHref, isSafeImagePath} from './safe-link';

describe('isSafeHref', () => {
  it('accepts site paths, fragments, queries and web URLs', () => {
    for (const href of ['/shop/collections/sale', '#details', '?shape=oval', 'https://example.com/a']) {
      expect(isSafeHref(href), href).toBe(true);
    }
  });

  it('refuses script URLs and anything a browser would read as another host', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example\\@shop']) {
      expect(isSafeHref(href), href).toBe(false);
    }
  });
});

describe('isSafeImagePath', () => {
  it('accepts site paths and web URLs only', () => {
    expect(isSafeImagePath('/images/shapes/round.svg')).toBe(true);
    expect(isSafeImagePath('https://cdn.shopify.com/x.png')).toBe(true);
    expect(isSafeImagePath('#x')).toBe(false);
    expect(isSafeImagePath('/\\evil.example/x.png')).toBe(false);
  });
});
