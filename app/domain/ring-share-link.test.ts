import {describe, expect, it} from 'vitest';
import {readSharedRing, ringShareSearch} from './ring-share-link';
import {emptyRingBuilder, type RingBuilderSnapshot} from './ring-builder-state';

const built: RingBuilderSnapshot = {
  ...emptyRingBuilder(),
  setting: {
    id: 'gid://shopify/Product/3',
    title: 'Halo',
    slug: 'classic-halo',
    variantId: 'gid://shopify/ProductVariant/31',
    price: 1500,
    imageUrl: null,
    shape: 'Oval',
    stoneSizeBegin: 0.5,
    stoneSizeEnd: 3,
  },
  stone: {
    objectID: 'd4',
    type: 'natural',
    stockNumber: 'NAT-000004',
    certNumber: 'GIA-4',
    variantId: 'gid://shopify/ProductVariant/400',
    shape: 'Oval',
    carat: 1.25,
    color: 'F',
    clarity: 'VS1',
    price: 8000,
    imagePath: '/images/diamonds/oval.svg',
  },
  stoneType: 'natural',
  shapes: ['Oval', 'Elongated Oval'],
  filters: {carat: [0.75, 2.5], color: [1, 3], clarity: [0, 6], price: [1200, 31000]},
  sort: [{id: 'total_sales_price', desc: true}],
};

describe('ring share link', () => {
  it('round-trips every choice', () => {
    const shared = readSharedRing(new URLSearchParams(ringShareSearch(built)));
    expect(shared).toEqual({
      settingHandle: 'classic-halo',
      variant: '31',
      stockNumber: 'NAT-000004',
      stoneType: 'natural',
      shapes: ['Oval', 'Elongated Oval'],
      filters: built.filters,
      sortSelection: 'High to Low',
    });
  });

  it('says no sort as none and leaves out a missing setting and stone', () => {
    const shared = readSharedRing(new URLSearchParams(ringShareSearch({...emptyRingBuilder(), sort: []})));
    expect(shared.sortSelection).toBe('');
    expect(shared.settingHandle).toBeNull();
    expect(shared.stockNumber).toBeNull();
    expect(shared.shapes).toBeNull();
  });

  it('drops malformed values instead of failing', () => {
    const shared = readSharedRing(new URLSearchParams('type=glass&carat=3-1&color=a-b&price=0-900&sort=sideways'));
    expect(shared.stoneType).toBeNull();
    expect(shared.filters).toEqual({price: [0, 900]});
    expect(shared.sortSelection).toBeNull();
  });
});
