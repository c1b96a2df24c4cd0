import {describe, expect, it} from 'vitest';
import {readReservedAttributes} from '~/features/cart/model/cart-line-details';
import {ringCartLines, ringEntryId} from './ring-cart-lines';
import type {BuilderSetting, BuilderStone} from './ring-builder-snapshot';

const setting: BuilderSetting = {
  id: 'gid://shopify/Product/7',
  title: 'Solitaire',
  slug: 'solitaire',
  variantId: 'gid://shopify/ProductVariant/71',
  price: 900,
  imageUrl: null,
  metal: null,
  shape: 'Oval',
  stoneSizeBegin: null,
  stoneSizeEnd: null,
  options: {},
  shapeVariants: {},
};
const stone: BuilderStone = {
  objectID: 'd9',
  type: 'lab',
  stockNumber: 'LAB-9',
  certNumber: 'IGI-123',
  lab: 'IGI',
  variantId: 'gid://shopify/ProductVariant/900',
  shape: 'Oval',
  carat: 1.2,
  color: 'E',
  clarity: 'VS1',
  price: 2100,
  imagePath: '/images/diamonds/oval.svg',
};

describe('ringCartLines', () => {
  it('makes one entry of a setting line and a stone line', () => {
    const [settingLine, stoneLine] = ringCartLines(setting, stone);
    expect(settingLine!.merchandiseId).toBe(setting.variantId);
    expect(stoneLine!.merchandiseId).toBe(stone.variantId);
    const a = readReservedAttributes(settingLine!.attributes);
    const b = readReservedAttributes(stoneLine!.attributes);
    expect(a.details).toEqual({entry: 'ring-71-LAB-9', role: 'setting'});
    expect(b.details).toEqual({entry: 'ring-71-LAB-9', role: 'stone'});
    expect(a.lineTitle).toBe('Custom Oval Engagement Ring');
    expect(b.productId).toBe(setting.id);
  });

  it('carries the stock and certificate numbers on the stone line', () => {
    expect(ringCartLines(setting, stone)[1]!.attributes).toEqual(
      expect.arrayContaining([
        {key: 'Stock Number', value: 'LAB-9'},
        {key: 'Certificate Number', value: 'IGI-123'},
      ]),
    );
  });

  it('names the entry after the setting variant and the stone', () => {
    expect(ringEntryId(setting, stone)).toBe('ring-71-LAB-9');
  });

  it('carries the setting\'s chosen options on the setting line only, as visible attributes', () => {
    const [settingLine, stoneLine] = ringCartLines(setting, stone, [{key: 'Ring Size', value: '6.5'}]);
    expect(settingLine!.attributes).toContainEqual({key: 'Ring Size', value: '6.5'});
    expect(stoneLine!.attributes).not.toContainEqual({key: 'Ring Size', value: '6.5'});
  });
});
