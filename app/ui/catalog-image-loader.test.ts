import {Image} from '@shopify/hydrogen-react';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {catalogImageLoader} from './catalog-image-loader';

const images = [
  {url: 'https://cdn.shopify.com/s/files/1/0000/0001/files/solitaire.jpg?v=1700000000', altText: 'Solitaire', width: 800, height: 800},
  {url: 'http://127.0.0.1:4510/images/settings/halo-oval-rose-gold.svg', altText: null, width: 1200, height: 900},
  {url: '/images/rings/pave.svg?metal=platinum', altText: 'Pavé', width: 333, height: 500},
];

describe('catalogImageLoader', () => {
  it("gives Hydrogen's Image the same src and srcset as its own loader, fluid or fixed", () => {
    for (const data of images) {
      for (const props of [{sizes: '50vw'}, {width: 100, height: 100}, {width: 150}]) {
        const own = renderToStaticMarkup(createElement(Image, {data, ...props}));
        expect(renderToStaticMarkup(createElement(Image, {data, ...props, loader: catalogImageLoader}))).toBe(own);
        // Remembered answers are the same answers.
        expect(renderToStaticMarkup(createElement(Image, {data, ...props, loader: catalogImageLoader}))).toBe(own);
      }
    }
  });

  it('rounds sizes and leaves a missing source empty', () => {
    expect(catalogImageLoader({src: 'https://cdn.shopify.com/a.jpg', width: 199.6, height: 100.2, crop: 'center'})).toBe('https://cdn.shopify.com/a.jpg?width=200&height=100&crop=center');
    expect(catalogImageLoader({src: undefined, width: 200})).toBe('');
  });
});
