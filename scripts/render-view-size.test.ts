import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {createElement as h, type ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {rememberStringChunks} from './remembered-render-chunks';
import {withRenderViews} from './render-view-size';

const require = createRequire(import.meta.url);
const RENDERER = join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server.browser.production.min.js');

type Render = (element: ReactNode) => Promise<ReadableStream<Uint8Array>>;

function rendererFrom(code: string): Render {
  const module = {exports: {} as {renderToReadableStream: Render}};
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports.renderToReadableStream;
}

/** The page's markup and the sizes of the chunks the renderer handed its stream. */
async function rendered(render: Render, element: ReactNode): Promise<{html: string; chunks: number[]}> {
  const chunks: number[] = [];
  const bytes: Uint8Array[] = [];
  const reader = (await render(element)).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value.byteLength);
    bytes.push(read.value);
  }
  return {html: new TextDecoder().decode(Buffer.concat(bytes)), chunks};
}

const card = (index: number) =>
  h('li', {key: index}, h('a', {href: `/shop/products/margot-${index}`}, `The Margot ♥ ${index}`), h('p', null, 'A description longer than one of React’s own views. '.repeat(12)));
const page = (cards: number) => h('ul', null, Array.from({length: cards}, (_, index) => card(index)));

describe('withRenderViews', () => {
  const source = readFileSync(RENDERER, 'utf8');

  it('renders the same markup as React in fewer, larger chunks', async () => {
    const react = await rendered(rendererFrom(source), page(60));
    const larger = await rendered(rendererFrom(withRenderViews(source, 8192)), page(60));
    expect(larger.html).toBe(react.html);
    expect(Math.max(...react.chunks)).toBeLessThanOrEqual(512 * 2);
    expect(Math.max(...larger.chunks)).toBe(8192);
    expect(larger.chunks.length).toBeLessThan(react.chunks.length / 8);
  });

  it('renders the same markup request after request together with the remembered chunks, as the worker does', async () => {
    const react = rendererFrom(source);
    const worker = rendererFrom(withRenderViews(rememberStringChunks(source)));
    for (const cards of [1, 60, 60]) {
      expect((await rendered(worker, page(cards))).html).toBe((await rendered(react, page(cards))).html);
    }
  });

  it('refuses a renderer that writes its views another way', () => {
    expect(() => withRenderViews(source.replace('if(512<b.length)', 'if(2048<b.length)'))).toThrow(/changed how it writes its views/);
  });
});
