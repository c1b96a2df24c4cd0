import type {ComponentProps} from 'react';
import type {Image} from '@shopify/hydrogen-react';
import {cdnImageUrl} from './catalog-image-url';

type Loader = NonNullable<ComponentProps<typeof Image>['loader']>;

/** Enough for every image a few pages show in all their widths; past it, start again. */
const REMEMBERED_URLS = 2000;
const remembered = new Map<string, string>();

/**
 * Hydrogen `Image`'s loader, remembered: each image asks for a URL per srcset width on every render,
 * and parsing them was a tenth of a product card's server render (the same grids render on every
 * request and hydrate in the browser).
 */
export const catalogImageLoader: Loader = (params) => {
  if (!params.src) return '';
  const key = `${params.src} ${params.width ?? ''} ${params.height ?? ''} ${params.crop ?? ''}`;
  let url = remembered.get(key);
  if (url === undefined) {
    // The URL Hydrogen's own loader builds.
    url = cdnImageUrl(params.src, params);
    if (remembered.size >= REMEMBERED_URLS) remembered.clear();
    remembered.set(key, url);
  }
  return url;
};
