import {describe, expect, it} from 'vitest';
import {settingFitsStone, settingShapes, toBuilderSetting, toReviewSetting, type SettingProductInput} from './builder-setting';

const variant = (id: string, shape: string, availableForSale = true) => ({
  id,
  availableForSale,
  price: {amount: '1250.00'},
  selectedOptions: [
    {name: 'Metal', value: '14K White Gold'},
    {name: 'Center Stone Shape', value: shape},
  ],
});

const product: SettingProductInput = {
  id: 'gid://shopify/Product/5',
  handle: 'petite-solitaire',
  title: 'Petite Solitaire',
  tags: ['style:solitaire'],
  productType: 'Engagement Ring Setting',
  featuredImage: {url: 'https://cdn.example/ring.jpg'},
  stoneSizeBegin: {value: '0.5'},
  stoneSizeEnd: {value: '2.25'},
  variants: {nodes: [variant('v1', 'Round', false), variant('v2', 'Oval'), variant('v3', 'Round')]},
};

describe('toBuilderSetting', () => {
  it('takes the asked variant with its shape, price and the stone size range', () => {
    expect(toBuilderSetting(product, 'v3')).toEqual({
      id: 'gid://shopify/Product/5',
      title: 'Petite Solitaire',
      slug: 'petite-solitaire',
      variantId: 'v3',
      price: 1250,
      imageUrl: 'https://cdn.example/ring.jpg',
      shape: 'Round',
      stoneSizeBegin: 0.5,
      stoneSizeEnd: 2.25,
      options: {},
      shapeVariants: {Round: {variantId: 'v3', price: 1250}, Oval: {variantId: 'v2', price: 1250}},
    });
  });

  it('switches shapes within the chosen metal, else to the shape\'s first available variant', () => {
    const metal = (id: string, value: string, shape: string) => ({...variant(id, shape), selectedOptions: [{name: 'Metal', value}, {name: 'Center Stone Shape', value: shape}]});
    const nodes = [metal('w-round', 'White Gold', 'Round'), metal('w-oval', 'White Gold', 'Oval'), metal('p-round', 'Platinum', 'Round'), metal('p-oval', 'Platinum', 'Oval'), metal('w-pear', 'White Gold', 'Pear')];
    const setting = toBuilderSetting({...product, variants: {nodes}}, 'p-round');
    expect(setting?.shapeVariants).toEqual({
      Round: {variantId: 'p-round', price: 1250},
      Oval: {variantId: 'p-oval', price: 1250},
      Pear: {variantId: 'w-pear', price: 1250},
    });
  });

  it('falls back to the first available variant for an unknown one', () => {
    expect(toBuilderSetting(product, 'nope')?.variantId).toBe('v2');
  });

  it('treats missing or unreadable stone sizes as missing (the 0-5 default applies)', () => {
    const setting = toBuilderSetting({...product, stoneSizeBegin: null, stoneSizeEnd: {value: 'big'}});
    expect(setting?.stoneSizeBegin).toBeNull();
    expect(setting?.stoneSizeEnd).toBeNull();
  });

  it('gives null for a product without variants', () => {
    expect(toBuilderSetting({...product, variants: {nodes: []}})).toBeNull();
  });
});

describe('settingFitsStone', () => {
  const shapes = settingShapes(product);

  it('lists each shape once', () => {
    expect(shapes).toEqual(['Round', 'Oval']);
  });

  it('needs the carat inside the range, bounds included, and a shape the setting comes in', () => {
    const range = {stoneSizeBegin: 0.5, stoneSizeEnd: 2.25};
    expect(settingFitsStone(range, shapes, {carat: 0.5, shape: 'Oval'})).toBe(true);
    expect(settingFitsStone(range, shapes, {carat: 2.25, shape: 'round'})).toBe(true);
    expect(settingFitsStone(range, shapes, {carat: 2.26, shape: 'Round'})).toBe(false);
    expect(settingFitsStone(range, shapes, {carat: 1, shape: 'Pear'})).toBe(false);
  });

  it('uses 0-5 when the setting has no range, and any shape when it has no shape option', () => {
    expect(settingFitsStone({stoneSizeBegin: null, stoneSizeEnd: null}, [], {carat: 4.9, shape: 'Pear'})).toBe(true);
    expect(settingFitsStone({stoneSizeBegin: null, stoneSizeEnd: null}, [], {carat: 5.1, shape: 'Pear'})).toBe(false);
  });
});

describe('toReviewSetting', () => {
  const reviewed = {
    ...product,
    tags: ['style:solitaire'],
    productType: 'Engagement Ring Setting',
    storeOptions: {value: JSON.stringify([{id: 'ring-size', name: 'Ring Size', format: 'select', values: [{id: 'ring-size-6', value: '6'}]}])},
    estimatedDeliveryDaysStart: {value: '9'},
    estimatedDeliveryDaysEnd: {value: '15'},
  };

  it('gives the metal of the chosen variant, the store options, ship days and discount fields', () => {
    const review = toReviewSetting(reviewed, 'v3')!;
    expect(review.setting.variantId).toBe('v3');
    expect(review.variantOptions).toEqual([{name: 'Metal', value: '14K White Gold'}]);
    expect(review.options.map((option) => option.name)).toEqual(['Ring Size']);
    expect(review.shipDays).toEqual({start: 9, end: 15});
    expect(review.discountSubject).toEqual({tags: ['style:solitaire'], fields: {productType: 'Engagement Ring Setting', title: 'Petite Solitaire'}});
  });

  it('has no options or ship days when the metafields are missing or unreadable', () => {
    const review = toReviewSetting({...reviewed, storeOptions: {value: 'nope'}, estimatedDeliveryDaysEnd: null}, null)!;
    expect(review.options).toEqual([]);
    expect(review.shipDays.end).toBeNull();
  });
});
