import {describe, expect, it} from 'vitest';
import {summarize} from './text-summary';

describe('summarize', () => {
  it('strips tags and collapses whitespace', () => {
    expect(summarize('<h2>Shipping</h2>\n<p>Free &amp; insured.</p>')).toBe('Shipping Free & insured.');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const result = summarize(`<p>${'word '.repeat(60)}</p>`, 40);
    expect(result.length).toBeLessThanOrEqual(40);
    expect(result).toMatch(/word\.\.\.$/);
  });
});
