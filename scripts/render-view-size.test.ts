import {describe, expect, it} from 'vitest';
import {cardsPage, installedServerRenderer, rendered, rendererFrom} from './lib/installed-server-renderer';
import {withRenderViews} from './render-view-size';

describe('withRenderViews', () => {
  const source = installedServerRenderer();

  it('renders the same markup as React in fewer, larger chunks', async () => {
    const react = await rendered(rendererFrom(source), cardsPage(60));
    const larger = await rendered(rendererFrom(withRenderViews(source, 8192)), cardsPage(60));
    expect(larger.html).toBe(react.html);
    expect(Math.max(...react.chunks)).toBeLessThanOrEqual(512 * 2);
    expect(Math.max(...larger.chunks)).toBe(8192);
    expect(larger.chunks.length).toBeLessThan(react.chunks.length / 8);
  });

  it('refuses a renderer that writes its views another way', () => {
    expect(() => withRenderViews(source.replace('if(512<b.length)', 'if(2048<b.length)'))).toThrow(/changed how it writes its views/);
  });
});
