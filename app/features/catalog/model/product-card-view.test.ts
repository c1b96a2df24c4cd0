import {describe, expect, it} from 'vitest';
import type {SwatchImage} from './card-swatches';
import type {DiscountRule} from './discount-rules';
import {productCardView, type CardProductInput} from './product-card-view';

const image = (name: string): SwatchImage => ({url: `/images/${name}.svg`, altText: `Ring in ${name}`, width: 800, height: 800});
const swatchValue = (name: string, color: string, id: number, amount: string, compareAt: string | null, img = image(name)) => ({
  name,
  swatch: {color},
  firstSelectableVariant: {id: `gid://shopify/ProductVariant/${id}`, image: img, price: {amount}, compareAtPrice: compareAt ? {amount: compareAt} : null},
});

const ring: CardProductInput = {
  handle: 'margot',
  title: 'The Margot Setting',
  productType: 'Engagement Ring Setting',
  tags: ['engagement', 'BADGE_BEST_SELLER', 'sale'],
  featuredImage: image('white'),
  images: {nodes: [{url: '/images/white.svg'}, {url: '/images/yellow.svg'}, {url: '/images/rose.svg'}]},
  priceRange: {minVariantPrice: {amount: '880.0', currencyCode: 'USD'}},
  compareAtPriceRange: {minVariantPrice: {amount: '1070.0'}},
  options: [
    {name: 'Center Stone Shape', optionValues: [{name: 'Oval', swatch: null, firstSelectableVariant: null}]},
    {
      name: 'Metal',
      optionValues: [
        swatchValue('white', '#ddd', 1, '880.0', '1070.0'),
        swatchValue('yellow', '#ec6', 2, '880.0', null),
        swatchValue('rose', '#eba', 3, '900.0', '1000.0'),
        swatchValue('platinum', '#ccc', 4, '1280.0', '1560.0', {url: '/images/elsewhere.svg', altText: null, width: 400, height: 400}),
        swatchValue('palladium', '#bbb', 5, '1300.0', null),
      ],
    },
  ],
  estimatedDeliveryDaysEnd: {value: '12'},
  isStaticConfiguration: null,
};

const saleUnder1000: DiscountRule = {field: 'tags', values: [{value: 'sale'}], op: 'equals', percent: 15, priceMax: 899, universal: false};

describe('productCardView', () => {
  it('keeps what the card shows: title, badge, how it is bought, currency and ship estimate', () => {
    const view = productCardView(ring, [], {year: 2026, month: 7, day: 1});
    expect(view).toMatchObject({handle: 'margot', title: 'The Margot Setting', badge: 'BEST SELLER', purchase: 'ring-builder', currencyCode: 'USD', shipNotice: null});
    expect(view.image?.url).toBe('/images/white.svg');
    expect(view.imageCount).toBe(3);
    expect(JSON.stringify(view)).not.toContain('/images/yellow.svg"}');
  });

  it('counts the carousel of each swatch: the product\'s images, with the swatch\'s first when it is not one of them', () => {
    const elsewhere: CardProductInput = {...ring, options: [ring.options[1]!].map((option) => ({...option, optionValues: option.optionValues.slice(3)}))};
    expect(productCardView(ring, [], {year: 2026, month: 7, day: 1}).swatches.map((s) => s.imageCount)).toEqual([3, 3, 3]);
    expect(productCardView(elsewhere, [], {year: 2026, month: 7, day: 1}).swatches.map((s) => s.imageCount)).toEqual([4, 4]);
  });

  it('keeps the first three swatches, counts the rest, and links each to its variant', () => {
    const view = productCardView(ring, [], {year: 2026, month: 7, day: 1});
    expect(view.swatches.map((s) => [s.label, s.color, s.variant])).toEqual([
      ['white', '#ddd', '1'],
      ['yellow', '#ec6', '2'],
      ['rose', '#eba', '3'],
    ]);
    expect(view.moreSwatches).toBe(2);
  });

  it('shares the first image object when a swatch shows it, so the data carries it once', () => {
    const view = productCardView(ring, [], {year: 2026, month: 7, day: 1});
    expect(view.swatches[0]!.image).toBe(view.image);
    expect(view.swatches[1]!.image).toEqual(image('yellow'));
  });

  it('prices the product and each swatch, with the discount rule evaluated at that price', () => {
    const view = productCardView(ring, [saleUnder1000], {year: 2026, month: 7, day: 1});
    expect(view.price).toEqual({amount: 880, compareAt: 1070, discountPercent: 15});
    expect(view.swatches.map((s) => s.price)).toEqual([
      {amount: 880, compareAt: 1070, discountPercent: 15},
      {amount: 880, compareAt: null, discountPercent: 15},
      {amount: 900, compareAt: 1000, discountPercent: null},
    ]);
  });

  it('gives the ship-date notice of the day the card is made, for each ship end', () => {
    const beforeCutoff = {year: 2026, month: 12, day: 10};
    expect(productCardView(ring, [], beforeCutoff).shipNotice).toBe('Ships Dec 29, after the Dec 21 holiday cutoff');
    expect(productCardView({...ring, estimatedDeliveryDaysEnd: {value: '2'}}, [], beforeCutoff).shipNotice).toBeNull();
    expect(productCardView(ring, [], {year: 2026, month: 12, day: 11}).shipNotice).toBe('Ships Dec 30, after the Dec 21 holiday cutoff');
    expect(productCardView(ring, [], beforeCutoff).shipNotice).toBe('Ships Dec 29, after the Dec 21 holiday cutoff');
  });

  it('has no badge, swatches or ship estimate when the product has none', () => {
    const plain = productCardView({...ring, tags: [], options: [], estimatedDeliveryDaysEnd: null, isStaticConfiguration: {value: 'true'}}, [], {year: 2026, month: 7, day: 1});
    expect(plain).toMatchObject({badge: null, swatches: [], moreSwatches: 0, shipNotice: null, purchase: 'cart'});
  });
});
