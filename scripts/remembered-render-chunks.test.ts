import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {createElement as h, type ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {rememberStringChunks} from './remembered-render-chunks';

const require = createRequire(import.meta.url);
const RENDERER = join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server.browser.production.min.js');

type Render = (element: ReactNode) => Promise<ReadableStream<Uint8Array>>;

/** The installed renderer's module, from `code` (as is, or remembering). */
function rendererFrom(code: string): Render {
  const module = {exports: {} as {renderToReadableStream: Render}};
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports.renderToReadableStream;
}

async function html(render: Render, element: ReactNode): Promise<string> {
  return new Response(await render(element)).text();
}

function Card({index}: {index: number}) {
  return h(
    'article',
    {className: 'product-card', 'data-index': index},
    h('a', {href: `/shop/products/margot-${index}`, 'aria-label': `The Margot – 14K gold ♥ ${index}`}, 'The Margot Solitaire Setting'),
    h('span', {style: {backgroundColor: '#D9DADC'}}),
    h('p', null, 'A long description that is longer than what the renderer remembers: '.repeat(4), index),
  );
}

const page = (cards: number) => h('ul', null, Array.from({length: cards}, (_, index) => h('li', {key: index}, h(Card, {index}))));

describe('rememberStringChunks', () => {
  const source = readFileSync(RENDERER, 'utf8');

  it('renders the same markup as React, request after request', async () => {
    const react = rendererFrom(source);
    const remembering = rendererFrom(rememberStringChunks(source));
    for (const cards of [1, 40, 40]) {
      expect(await html(remembering, page(cards))).toBe(await html(react, page(cards)));
    }
  });

  it('refuses a renderer whose stringToChunk changed', () => {
    expect(() => rememberStringChunks('function u(a){return encoder.encode(a)}')).toThrow(/changed its stringToChunk/);
  });
});
