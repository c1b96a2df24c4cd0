// A built ring shared by the ring builder's unit tests.
import {emptyRingBuilder, type RingBuilderSnapshot} from './ring-builder-snapshot';

export const builtRing: RingBuilderSnapshot = {
  ...emptyRingBuilder(),
  setting: {
    id: 'gid://shopify/Product/3',
    title: 'Halo',
    slug: 'classic-halo',
    variantId: 'gid://shopify/ProductVariant/31',
    price: 1500,
    imageUrl: null,
    metal: '14K White Gold',
    shape: 'Oval',
    stoneSizeBegin: 0.5,
    stoneSizeEnd: 3,
    options: {},
    shapeVariants: {},
  },
  stone: {
    objectID: 'd4',
    type: 'natural',
    stockNumber: 'NAT-000004',
    certNumber: 'GIA-4',
    lab: 'GIA',
    variantId: 'gid://shopify/ProductVariant/400',
    shape: 'Oval',
    carat: 1.25,
    color: 'F',
    clarity: 'VS1',
    price: 8000,
    imagePath: '/images/diamonds/oval.svg',
  },
  stoneType: 'natural',
};
