import {describe, expect, it} from 'vitest';
import {cardsPage, installedServerRenderer, rendered, rendererFrom} from './lib/installed-server-renderer';
import {RENDER_VIEW_BYTES} from './render-view-size';
import {workerReactRenderer} from './worker-react-renderer';

const RENDERER_ID = '/app/node_modules/react-dom/cjs/react-dom-server.browser.production.min.js';

/** What the plugin makes of a module, as the server build's transform hook. */
function transformed(code: string, id: string): string | null {
  const transform = workerReactRenderer().transform as (code: string, id: string) => {code: string} | null;
  return transform(code, id)?.code ?? null;
}

describe('workerReactRenderer', () => {
  const source = installedServerRenderer();

  it("rewrites React's server renderer to the same markup, request after request, in larger chunks", async () => {
    const react = rendererFrom(source);
    const worker = rendererFrom(transformed(source, RENDERER_ID)!);
    for (const cards of [1, 60, 60]) {
      const [ours, reacts] = [await rendered(worker, cardsPage(cards)), await rendered(react, cardsPage(cards))];
      expect(ours.html).toBe(reacts.html);
      expect(Math.max(...ours.chunks)).toBeLessThanOrEqual(RENDER_VIEW_BYTES);
    }
    expect(Math.max(...(await rendered(worker, cardsPage(60))).chunks)).toBe(RENDER_VIEW_BYTES);
  });

  it('leaves every other module alone', () => {
    expect(transformed(source, '/app/node_modules/react-dom/cjs/react-dom-server.node.production.min.js')).toBeNull();
  });
});
