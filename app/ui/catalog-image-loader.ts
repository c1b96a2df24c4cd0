import type {ComponentProps} from 'react';
import type {Image} from '@shopify/hydrogen-react';

type Loader = NonNullable<ComponentProps<typeof Image>['loader']>;
type LoaderParams = Parameters<Loader>[0];

/** Hydrogen's base for relative sources, taken off again (as its own loader does). */
const RELATIVE_BASE = 'https://placeholder.shopify.com';

/** Enough for every image a few pages show in all their widths; past it, start again. */
const REMEMBERED_URLS = 2000;
const remembered = new Map<string, string>();

/** The Shopify CDN URL Hydrogen's own loader builds: the source with width, height and crop. */
function cdnUrl({src, width, height, crop}: LoaderParams & {src: string}): string {
  const url = new URL(src, RELATIVE_BASE);
  if (width) url.searchParams.append('width', String(Math.round(width)));
  if (height) url.searchParams.append('height', String(Math.round(height)));
  if (crop) url.searchParams.append('crop', crop);
  return url.href.replace(RELATIVE_BASE, '');
}

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
    url = cdnUrl({...params, src: params.src});
    if (remembered.size >= REMEMBERED_URLS) remembered.clear();
    remembered.set(key, url);
  }
  return url;
};
