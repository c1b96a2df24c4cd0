import {describe, expect, it} from 'vitest';
import {reviewSettingFor, settingFitsStone, settingMetals, settingShapes, toBuilderSetting, toReviewSetting, variantInMetal, type SettingProductInput} from './builder-setting';

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
      metal: '14K White Gold',
      shape: 'Round',
      stoneSizeBegin: 0.5,
      stoneSizeEnd: 2.25,
      options: {},
      shapeVariants: {Round: {variantId: 'v3', price: 1250, imageUrl: 'https://cdn.example/ring.jpg'}, Oval: {variantId: 'v2', price: 1250, imageUrl: 'https://cdn.example/ring.jpg'}},
    });
  });

  it('switches shapes within the chosen metal, else to the shape\'s first available variant', () => {
    const metal = (id: string, value: string, shape: string) => ({...variant(id, shape), selectedOptions: [{name: 'Metal', value}, {name: 'Center Stone Shape', value: shape}]});
    const nodes = [metal('w-round', 'White Gold', 'Round'), metal('w-oval', 'White Gold', 'Oval'), metal('p-round', 'Platinum', 'Round'), metal('p-oval', 'Platinum', 'Oval'), metal('w-pear', 'White Gold', 'Pear')];
    const setting = toBuilderSetting({...product, variants: {nodes}}, 'p-round');
    expect(setting?.shapeVariants).toEqual({
      Round: {variantId: 'p-round', price: 1250, imageUrl: 'https://cdn.example/ring.jpg'},
      Oval: {variantId: 'p-oval', price: 1250, imageUrl: 'https://cdn.example/ring.jpg'},
      Pear: {variantId: 'w-pear', price: 1250, imageUrl: 'https://cdn.example/ring.jpg'},
    });
  });

  it("shows the variant's own image, the setting in its metal, before the product's", () => {
    const photographed = (id: string, metal: string) => ({
      ...variant(id, 'Round'),
      image: {url: `https://cdn.example/${id}.svg`},
      selectedOptions: [{name: 'Metal', value: metal}, {name: 'Center Stone Shape', value: 'Round'}],
    });
    const setting = toBuilderSetting({...product, variants: {nodes: [photographed('white', '14K White Gold'), photographed('yellow', '14K Yellow Gold')]}}, 'yellow');
    expect(setting).toMatchObject({variantId: 'yellow', metal: '14K Yellow Gold', imageUrl: 'https://cdn.example/yellow.svg'});
    expect(setting?.shapeVariants.Round?.imageUrl).toBe('https://cdn.example/yellow.svg');
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

describe('settings in a metal', () => {
  const inMetals = (id: string, metals: [string, boolean][]): SettingProductInput => ({
    ...product,
    id,
    variants: {nodes: metals.map(([metal, availableForSale], i) => ({...variant(`${id}-${i}`, 'Round', availableForSale), selectedOptions: [{name: 'Metal', value: metal}, {name: 'Center Stone Shape', value: 'Round'}]}))},
  });
  const a = inMetals('a', [['14K White Gold', true], ['Platinum', false], ['14K Yellow Gold', true]]);
  const b = inMetals('b', [['14K Rose Gold', true], ['14K White Gold', true]]);

  it('lists every metal the settings come in once, in the order the store lists them', () => {
    expect(settingMetals([a, b])).toEqual(['14K White Gold', 'Platinum', '14K Yellow Gold', '14K Rose Gold']);
  });

  it("takes a setting's first variant on sale in the metal, none for a metal it is not on sale in", () => {
    expect(variantInMetal(a, '14K Yellow Gold')).toBe('a-2');
    expect(variantInMetal(a, 'Platinum')).toBeNull();
    expect(variantInMetal(b, null)).toBeNull();
    expect(toBuilderSetting(a, variantInMetal(a, 'Platinum'))?.metal).toBe('14K White Gold');
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

  const metals = {
    ...reviewed,
    variants: {
      nodes: [
        ['w-round', '14K White Gold', 'Round', true, '1000.00'],
        ['y-round', '14K Yellow Gold', 'Round', true, '1000.00'],
        ['r-round', '14K Rose Gold', 'Round', false, '1000.00'],
        ['p-round', 'Platinum', 'Round', true, '1450.00'],
        ['w-oval', '14K White Gold', 'Oval', true, '1000.00'],
        ['r-oval', '14K Rose Gold', 'Oval', true, '1000.00'],
      ].map(([id, metal, shape, availableForSale, amount]) => ({
        id: id as string,
        availableForSale: availableForSale as boolean,
        price: {amount: amount as string},
        image: {url: `https://cdn.example/${id as string}.svg`},
        selectedOptions: [{name: 'Metal', value: metal as string}, {name: 'Center Stone Shape', value: shape as string}],
      })),
    },
  };

  it('offers each metal on sale in the chosen shape, each with its variant, price and image', () => {
    const review = toReviewSetting(metals, 'y-round')!;
    expect(review.metalChoices.map((choice) => [choice.metal, choice.setting.variantId, choice.setting.price, choice.setting.imageUrl])).toEqual([
      ['14K White Gold', 'w-round', 1000, 'https://cdn.example/w-round.svg'],
      ['14K Yellow Gold', 'y-round', 1000, 'https://cdn.example/y-round.svg'],
      ['Platinum', 'p-round', 1450, 'https://cdn.example/p-round.svg'],
    ]);
    // Each metal's record switches shapes within that metal.
    expect(review.metalChoices[2]!.setting.shapeVariants.Round?.variantId).toBe('p-round');
  });

  it('gives the details of another metal it offers without asking again, and null for a variant it does not', () => {
    const review = toReviewSetting(metals, 'w-round')!;
    const platinum = reviewSettingFor(review, review.setting.id, 'p-round');
    expect(platinum?.setting).toMatchObject({variantId: 'p-round', metal: 'Platinum', price: 1450});
    expect(platinum?.variantOptions).toEqual([{name: 'Metal', value: 'Platinum'}]);
    expect(platinum?.options).toBe(review.options);
    expect(reviewSettingFor(review, review.setting.id, 'w-round')).toBe(review);
    expect(reviewSettingFor(review, review.setting.id, 'w-oval')).toBeNull();
    expect(reviewSettingFor(review, 'gid://shopify/Product/other', 'p-round')).toBeNull();
  });

  it('has no options or ship days when the metafields are missing or unreadable', () => {
    const review = toReviewSetting({...reviewed, storeOptions: {value: 'nope'}, estimatedDeliveryDaysEnd: null}, null)!;
    expect(review.options).toEqual([]);
    expect(review.shipDays.end).toBeNull();
  });
});
