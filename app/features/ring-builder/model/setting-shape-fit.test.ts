import {describe, expect, it} from 'vitest';
import type {BuilderSetting} from './ring-builder-snapshot';
import {settingShapeFit} from './setting-shape-fit';

const setting: BuilderSetting = {
  id: 'gid://shopify/Product/1',
  title: 'Solitaire',
  slug: 'solitaire',
  variantId: 'v-round',
  price: 1200,
  imageUrl: 'https://cdn.example/round-white.svg',
  metal: '14K White Gold',
  shape: 'Round',
  stoneSizeBegin: null,
  stoneSizeEnd: null,
  options: {},
  shapeVariants: {
    Round: {variantId: 'v-round', price: 1200, imageUrl: 'https://cdn.example/round-white.svg'},
    Oval: {variantId: 'v-oval', price: 1350, imageUrl: 'https://cdn.example/oval-white.svg'},
  },
};

describe('settingShapeFit', () => {
  it('a stone of the variant\'s own shape fits, whatever the spelling', () => {
    expect(settingShapeFit(setting, 'round')).toEqual({kind: 'fits'});
  });

  it('a setting without a centre stone shape option takes any stone', () => {
    expect(settingShapeFit({...setting, shape: null, shapeVariants: {}}, 'Pear')).toEqual({kind: 'fits'});
  });

  it('another shape the setting is made for switches to that variant, its price and its image', () => {
    expect(settingShapeFit(setting, 'Oval')).toEqual({
      kind: 'switch',
      setting: {...setting, variantId: 'v-oval', price: 1350, imageUrl: 'https://cdn.example/oval-white.svg', shape: 'Oval'},
    });
  });

  it('a variant remembered without its image keeps the image at hand', () => {
    const remembered = {...setting, shapeVariants: {Oval: {variantId: 'v-oval', price: 1350, imageUrl: null}}};
    expect(settingShapeFit(remembered, 'Oval')).toMatchObject({kind: 'switch', setting: {imageUrl: 'https://cdn.example/round-white.svg'}});
  });

  it('a shape the setting is not made for is a mismatch naming the shapes it takes', () => {
    expect(settingShapeFit(setting, 'Pear')).toEqual({kind: 'mismatch', shapes: ['Round', 'Oval']});
    expect(settingShapeFit({...setting, shapeVariants: {}}, 'Pear')).toEqual({kind: 'mismatch', shapes: ['Round']});
  });
});
