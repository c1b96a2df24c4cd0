import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {outlinedLogoSvg} from './outlined-logo.ts';

describe('the logo', () => {
  const committed = readFileSync('public/logo.svg', 'utf8');

  it('draws its wordmark as outlines, so no device shows it in another font or asks its system for fonts', () => {
    expect(committed).not.toMatch(/<text|font-family/);
    expect(committed).toContain('aria-label="Aurelia"');
  });

  it('is what scripts/outline-logo.ts writes from the brand fonts', async () => {
    expect(await outlinedLogoSvg()).toBe(committed);
  });
});
