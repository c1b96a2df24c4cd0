import type {HintRequest} from './hint-request';
import {ringTitle} from '~/features/ring-builder/model/ring-cart-lines';
import {RING_SHARE_PATH} from '~/features/ring-builder/model/ring-share-link';

/** The catalogue's own record of the piece a hint names. */
/** The piece a Drop a hint button tells about, as the page hands it to the dialog. */
export interface HintedPiece {
  /** The catalogue product; the server names and links it from there. */
  productId: string;
  /** Shown in the dialog only. */
  productTitle: string;
  /** A ring from the builder: its review link (for this setting) and its stone's shape. */
  ring?: {path: string; stoneShape: string};
}

export interface HintProduct {
  title: string;
  handle: string;
}

/**
 * The title and link a hint carries, from the catalogue: the product page, or for a ring its review
 * link, which must be for this very setting. Null when the request does not hold together.
 */
export function hintPiece(request: Pick<HintRequest, 'ringPath' | 'stoneShape'>, product: HintProduct): {title: string; path: string} | null {
  if (!request.ringPath && !request.stoneShape) return {title: product.title, path: `/shop/products/${product.handle}`};
  if (!request.ringPath || !request.stoneShape) return null;
  const url = new URL(request.ringPath, 'https://storefront.invalid');
  if (url.pathname !== RING_SHARE_PATH || url.searchParams.get('setting') !== product.handle) return null;
  return {title: ringTitle({shape: request.stoneShape}), path: request.ringPath};
}
