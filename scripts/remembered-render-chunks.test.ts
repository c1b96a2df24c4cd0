import {createElement as h} from 'react';
import {describe, expect, it} from 'vitest';
import {installedServerRenderer, rendered, rendererFrom} from './lib/installed-server-renderer';
import {rememberStringChunks} from './remembered-render-chunks';

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
  const source = installedServerRenderer();

  it('renders the same markup as React, request after request', async () => {
    const react = rendererFrom(source);
    const remembering = rendererFrom(rememberStringChunks(source));
    for (const cards of [1, 40, 40]) {
      expect((await rendered(remembering, page(cards))).html).toBe((await rendered(react, page(cards))).html);
    }
  });

  it('refuses a renderer whose stringToChunk changed', () => {
    expect(() => rememberStringChunks('function u(a){return encoder.encode(a)}')).toThrow(/changed its stringToChunk/);
  });
});
