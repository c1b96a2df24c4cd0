import {describe, expect, it} from 'vitest';
import {galleryImages} from './product-gallery';

const image = (name: string) => ({url: `/images/${name}.svg`});
const product = [image('round-white'), image('oval-white'), image('round-rose')];

describe('galleryImages', () => {
  it('shows the chosen variant\'s image where it sits among the product images', () => {
    expect(galleryImages(product, image('oval-white'))).toEqual({images: product, activeIndex: 1});
  });

  it('puts the variant\'s image first when the page did not read it with the product images', () => {
    expect(galleryImages(product, image('pear-rose'))).toEqual({images: [image('pear-rose'), ...product], activeIndex: 0});
  });

  it('starts at the first image when the variant has none', () => {
    expect(galleryImages(product, null)).toEqual({images: product, activeIndex: 0});
  });
});
