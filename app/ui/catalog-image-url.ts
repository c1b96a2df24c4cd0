// Apart from the search client, so pages that show search records' images need not load the client.
/** Search records may hold paths on the catalogue's image host (the local stack) or full URLs. */
export function catalogImageUrl(imageUrl: string | null | undefined, origin: string | null): string | null {
  if (!imageUrl) return null;
  if (/^https?:\/\//.test(imageUrl) || !origin) return imageUrl;
  return new URL(imageUrl, origin).toString();
}

/** A base for relative sources, taken off again (as Hydrogen's own image loader does). */
const RELATIVE_BASE = 'https://placeholder.shopify.com';

export interface CdnSize {
  width?: number | null;
  height?: number | null;
  crop?: string | null;
}

/** A Shopify CDN image URL asking for a size: the source with width, height and crop (rounded pixels). */
export function cdnImageUrl(src: string, {width, height, crop}: CdnSize): string {
  const url = new URL(src, RELATIVE_BASE);
  if (width) url.searchParams.append('width', String(Math.round(width)));
  if (height) url.searchParams.append('height', String(Math.round(height)));
  if (crop) url.searchParams.append('crop', crop);
  return url.href.replace(RELATIVE_BASE, '');
}

/** How wide a card's picture is in the product grids (two columns, four from 1024 px). */
export const CARD_GRID_IMAGE_SIZES = '(min-width: 1024px) 25vw, 50vw';

export interface ImageSources {
  src: string;
  srcSet: string;
}

/** An image shown as a square of `size` CSS pixels: cut to the square, at 1x and 2x. */
export function squareSources(url: string, size: number): ImageSources {
  const at = (px: number) => cdnImageUrl(url, {width: px, height: px, crop: 'center'});
  return {src: at(size), srcSet: `${at(size)} 1x, ${at(size * 2)} 2x`};
}

/** A search record's image shown as a square of `size` CSS pixels; null without one. */
export function squareImageSources(imageUrl: string | null | undefined, origin: string | null, size: number): ImageSources | null {
  const url = catalogImageUrl(imageUrl, origin);
  return url ? squareSources(url, size) : null;
}
