import {describe, expect, it} from 'vitest';
import type {BuilderSetting} from './ring-builder-snapshot';
import {settingShapeFit} from './setting-shape-fit';

const setting: BuilderSetting = {
  id: 'gid://shopify/Product/1',
  title: 'Solitaire',
  slug: 'solitaire',
  variantId: 'v-round',
  price: 1200,
  imageUrl: null,
  shape: 'Round',
  stoneSizeBegin: null,
  stoneSizeEnd: null,
  options: {},
  shapeVariants: {Round: {variantId: 'v-round', price: 1200}, Oval: {variantId: 'v-oval', price: 1350}},
};

describe('settingShapeFit', () => {
  it('a stone of the variant\'s own shape fits, whatever the spelling', () => {
    expect(settingShapeFit(setting, 'round')).toEqual({kind: 'fits'});
  });

  it('a setting without a centre stone shape option takes any stone', () => {
    expect(settingShapeFit({...setting, shape: null, shapeVariants: {}}, 'Pear')).toEqual({kind: 'fits'});
  });

  it('another shape the setting is made for switches to that variant and its price', () => {
    expect(settingShapeFit(setting, 'Oval')).toEqual({kind: 'switch', setting: {...setting, variantId: 'v-oval', price: 1350, shape: 'Oval'}});
  });

  it('a shape the setting is not made for is a mismatch naming the shapes it takes', () => {
    expect(settingShapeFit(setting, 'Pear')).toEqual({kind: 'mismatch', shapes: ['Round', 'Oval']});
    expect(settingShapeFit({...setting, shapeVariants: {}}, 'Pear')).toEqual({kind: 'mismatch', shapes: ['Round']});
  });
});
