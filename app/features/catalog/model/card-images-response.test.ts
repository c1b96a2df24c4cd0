import {describe, expect, it} from 'vitest';
import {readCardImagesResponse} from './card-images-response';

const image = {url: 'https://cdn.example/ring.jpg', altText: 'A ring', width: 800, height: 800};

describe('readCardImagesResponse', () => {
  it('reads the images, keeping only their four fields', () => {
    expect(readCardImagesResponse({images: [image, {...image, altText: null, width: null, height: null, extra: 1}]})).toEqual([
      image,
      {url: image.url, altText: null, width: null, height: null},
    ]);
    expect(readCardImagesResponse({images: []})).toEqual([]);
  });

  it.each([
    ['no body', null],
    ['an error answer', {error: {code: 'PRODUCT_NOT_FOUND', message: 'x'}}],
    ['images that are not a list', {images: 'ring.jpg'}],
    ['an image without a url', {images: [{...image, url: ''}]}],
    ['a size that is not a number', {images: [{...image, width: '800'}]}],
    ['a missing alt text', {images: [{url: image.url, width: 1, height: 1}]}],
  ])('answers null for %s', (_, body) => {
    expect(readCardImagesResponse(body)).toBeNull();
  });
});
