// A search result's picture in the result grid (apart from ui/catalog-image-url.ts, which every page
// loads for its product cards: only the search page needs this).
import {CARD_GRID_IMAGE_SIZES, catalogImageUrl, cdnImageUrl, type ImageSources} from '~/ui/catalog-image-url';

/** The widths a result's picture is offered at, as the CDN sizes it. */
const HIT_IMAGE_WIDTHS = [200, 400, 600, 800] as const;

/** A record's picture at each width, for the grid's `sizes` to choose from; null without one. */
export function hitImageSources(imageUrl: string | null | undefined, origin: string | null): (ImageSources & {sizes: string}) | null {
  const url = catalogImageUrl(imageUrl, origin);
  if (!url) return null;
  const at = (px: number) => cdnImageUrl(url, {width: px});
  return {src: at(400), srcSet: HIT_IMAGE_WIDTHS.map((px) => `${at(px)} ${px}w`).join(', '), sizes: CARD_GRID_IMAGE_SIZES};
}
