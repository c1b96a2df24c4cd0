import {describe, expect, it} from 'vitest';
import {cardSwatches, imagesStartingWith} from './card-swatches';

const money = (amount: string) => ({amount});
const variant = (id: string) => ({id, image: {url: `/${id}.svg`}, price: money('100.0'), compareAtPrice: null});

const options = [
  {name: 'Center Stone Shape', optionValues: [{name: 'Round', swatch: null, firstSelectableVariant: variant('r')}]},
  {
    name: 'Metal',
    optionValues: [
      {name: 'White Gold', swatch: {color: '#eee'}, firstSelectableVariant: variant('w')},
      {name: 'No Variant', swatch: {color: '#000'}, firstSelectableVariant: null},
      {name: 'Platinum', swatch: {color: '#ccc'}, firstSelectableVariant: variant('p')},
    ],
  },
];

describe('cardSwatches', () => {
  it('takes the preferred option with colours, one swatch per selectable value', () => {
    expect(cardSwatches(options, ['Metal', 'Color']).map((s) => [s.label, s.variantId])).toEqual([
      ['White Gold', 'w'],
      ['Platinum', 'p'],
    ]);
  });

  it('has no swatches when no preferred option has colours', () => {
    expect(cardSwatches(options, ['Color', 'Center Stone Shape'])).toEqual([]);
  });
});

describe('imagesStartingWith', () => {
  it('puts the swatch image first and keeps the rest in order', () => {
    const images = [{url: '/a'}, {url: '/b'}, {url: '/c'}];
    expect(imagesStartingWith(images, {url: '/b'}).map((i) => i.url)).toEqual(['/b', '/a', '/c']);
    expect(imagesStartingWith(images, {url: '/z'}).map((i) => i.url)).toEqual(['/z', '/a', '/b', '/c']);
    expect(imagesStartingWith(images, null).map((i) => i.url)).toEqual(['/a', '/b', '/c']);
  });
});
