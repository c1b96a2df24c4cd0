import {describe, expect, it} from 'vitest';
import {storeMetafield} from '../catalog/metafields';
import type {AutomaticDiscount} from './automatic-discounts';
import {optionsSurchargeCents, priceCartLine, type TransformProduct} from './cart-transform';

const options = [
  {id: 'ring-size', name: 'Ring Size', values: [{id: 'ring-size-6', value: '6', additionalPriceCents: 0}]},
  {
    id: 'band-width',
    name: 'Band Width',
    values: [
      {id: 'band-width-1-8-mm', value: '1.8 mm', additionalPriceCents: 0},
      {id: 'band-width-2-5-mm', value: '2.5 mm', additionalPriceCents: 24_000},
    ],
  },
  {id: 'accent-stones', name: 'Accent Stones', values: [{id: 'accent-stones-ruby', value: 'Ruby', additionalPriceCents: 25_000}]},
  {id: 'engraving', name: 'Engraving', values: []},
];

const setting: TransformProduct = {
  tags: ['setting', 'engagement-ring'],
  productType: 'Engagement Ring Setting',
  title: 'Classic Solitaire Setting',
  metafields: [storeMetafield.json('options', options)],
};

const attributes = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => ({key, value}));

const discount = (overrides: Partial<AutomaticDiscount>): AutomaticDiscount => ({
  title: '10% off settings', field: 'productType', values: ['setting'], op: 'includes', percent: 10, priceMax: null, universal: false, ...overrides,
});

describe('optionsSurchargeCents', () => {
  it('adds the surcharge of every option value a line attribute names', () => {
    expect(optionsSurchargeCents(setting, attributes({'Ring Size': '6', 'Band Width': '2.5 mm', 'Accent Stones': 'Ruby', Engraving: 'Always'}))).toBe(49_000);
  });

  it('adds nothing for free values, unknown values, other attributes or a product without the metafield', () => {
    expect(optionsSurchargeCents(setting, attributes({'Band Width': '1.8 mm', 'Accent Stones': 'Opal', __lineTitle: 'Ruby'}))).toBe(0);
    expect(optionsSurchargeCents({...setting, metafields: []}, attributes({'Band Width': '2.5 mm'}))).toBe(0);
  });

  it('ignores a malformed metafield and malformed surcharges', () => {
    const broken = (value: string): TransformProduct => ({...setting, metafields: [{...storeMetafield.text('options', ''), type: 'json', value}]});
    expect(optionsSurchargeCents(broken('{not json'), attributes({'Band Width': '2.5 mm'}))).toBe(0);
    const odd = JSON.stringify([{name: 'Band Width', values: [{value: '2.5 mm', additionalPriceCents: -500}, {value: '3 mm', additionalPriceCents: 'lots'}]}]);
    expect(optionsSurchargeCents(broken(odd), attributes({'Band Width': '2.5 mm'}))).toBe(0);
    expect(optionsSurchargeCents(broken(odd), attributes({'Band Width': '3 mm'}))).toBe(0);
  });
});

describe('priceCartLine', () => {
  it('charges the variant price plus the surcharges per unit', () => {
    expect(priceCartLine([], setting, 120_000, attributes({'Band Width': '2.5 mm', 'Accent Stones': 'Ruby'}), 2)).toEqual({
      unitCents: 169_000, quantity: 2, subtotalCents: 338_000, discountCents: 0, totalCents: 338_000, discount: null,
    });
  });

  it('takes a discount off the surcharged price, rounded to whole dollars as the storefront rounds', () => {
    // $1,234.00 + $240.00 = $1,474.00, 15% off = $1,252.90, shown and charged as $1,253.
    const price = priceCartLine([discount({percent: 15})], setting, 123_400, attributes({'Band Width': '2.5 mm'}), 1);
    expect(price).toMatchObject({unitCents: 147_400, subtotalCents: 147_400, discountCents: 22_100, totalCents: 125_300});
    expect(price.discount?.percent).toBe(15);
  });

  it('matches a capped rule on the variant price, as the product page and the ring review do', () => {
    const capped = [discount({priceMax: 1500})];
    // $1,400 is under the $1,500 cap even though the surcharged price ($1,890) is not.
    expect(priceCartLine(capped, setting, 140_000, attributes({'Band Width': '2.5 mm', 'Accent Stones': 'Ruby'}), 1).totalCents).toBe(170_100);
    expect(priceCartLine(capped, setting, 160_000, attributes({'Band Width': '2.5 mm'}), 1).discount).toBeNull();
  });
});
