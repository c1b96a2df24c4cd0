import {describe, expect, it} from 'vitest';
import {emptyRingBuilder, type RingBuilderSnapshot} from './ring-builder-state';
import {ringHintPath} from './ring-hint-link';
import {readSharedRing} from './ring-share-link';

const ring: RingBuilderSnapshot = {
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
    options: {},
    shapeVariants: {},
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
};

describe('ringHintPath', () => {
  it('links the ring itself, which the review page opens as shared', () => {
    const path = ringHintPath(ring);
    expect(path).toBe('/ring-builder/review?setting=classic-halo&variant=31&stone=NAT-000004&type=natural');
    const shared = readSharedRing(new URL(path, 'https://shop.example').searchParams);
    expect(shared).toMatchObject({settingHandle: 'classic-halo', stockNumber: 'NAT-000004'});
  });

  it('leaves out the search filters, so no price range travels with a hint', () => {
    expect(ringHintPath(ring)).not.toMatch(/price|carat|sort/);
  });
});
