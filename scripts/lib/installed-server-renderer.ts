// For tests of the worker's renderer rewrites: the installed React 18 server renderer's source, run
// as it is or rewritten, and what it writes.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {createElement as h, type ReactNode} from 'react';

const require = createRequire(import.meta.url);

/** The minified browser build the worker renders with. */
export const installedServerRenderer = (): string =>
  readFileSync(join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-server.browser.production.min.js'), 'utf8');

export type Render = (element: ReactNode) => Promise<ReadableStream<Uint8Array>>;

/** `renderToReadableStream` of the renderer whose source is `code`. */
export function rendererFrom(code: string): Render {
  const module = {exports: {} as {renderToReadableStream: Render}};
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports.renderToReadableStream;
}

/** The markup `render` writes for `element`, and the size of each chunk it hands its stream. */
export async function rendered(render: Render, element: ReactNode): Promise<{html: string; chunks: number[]}> {
  const chunks: Uint8Array[] = [];
  const reader = (await render(element)).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return {html: new TextDecoder().decode(Buffer.concat(chunks)), chunks: chunks.map((chunk) => chunk.byteLength)};
}

/** A list of `cards` product cards, each with non-ASCII text and a paragraph longer than React's own 512-byte view. */
export const cardsPage = (cards: number): ReactNode =>
  h(
    'ul',
    null,
    Array.from({length: cards}, (_, index) =>
      h('li', {key: index, className: 'product-card'}, h('a', {href: `/shop/products/margot-${index}`}, `The Margot – 14K gold ♥ ${index}`), h('p', null, 'Made to order. '.repeat(50))),
    ),
  );
