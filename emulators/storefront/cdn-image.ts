// Shopify's CDN serves a product photo at the `width`, `height` and `crop` its URL asks for, as WebP
// to a browser that accepts it; merchants upload photos as raster files (product media takes no SVG).
// The catalogue's pictures are drawn as SVG, so the local stack rasterizes them the same way. A
// browser decodes a raster image off its main thread, while each SVG image costs the main thread a
// document of its own, 9-25 ms per picture on this machine: a page of cards paid for the emulator.
import sharp from 'sharp';

export type CdnImageFormat = 'webp' | 'png';

export interface CdnImageRequest {
  width: number | null;
  height: number | null;
  crop: keyof typeof CROP_POSITIONS | null;
  format: CdnImageFormat;
}

/** The largest side Shopify's image transforms produce. */
export const CDN_MAX_SIDE = 5760;

const CROP_POSITIONS = {center: 'centre', top: 'top', bottom: 'bottom', left: 'left', right: 'right'} as const;

function side(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? Math.min(n, CDN_MAX_SIDE) : null;
}

/** The transform a photo URL asks for; unreadable sizes and crops are ignored, as the CDN does. */
export function readCdnImageRequest(params: URLSearchParams, accept: string | undefined): CdnImageRequest {
  const crop = params.get('crop');
  return {
    width: side(params.get('width')),
    height: side(params.get('height')),
    crop: crop !== null && Object.hasOwn(CROP_POSITIONS, crop) ? (crop as CdnImageRequest['crop']) : null,
    format: accept?.includes('image/webp') ? 'webp' : 'png',
  };
}

/**
 * The picture at the asked size, never larger than drawn: with a width and a height it fits inside
 * both, or with a crop it fills both and is cut from that side.
 */
export function rasterize(svg: string, request: CdnImageRequest): Promise<Buffer> {
  let image = sharp(Buffer.from(svg));
  if (request.width !== null || request.height !== null) {
    const cover = request.crop !== null && request.width !== null && request.height !== null;
    image = image.resize({
      width: request.width ?? undefined,
      height: request.height ?? undefined,
      fit: cover ? 'cover' : 'inside',
      position: CROP_POSITIONS[request.crop ?? 'center'],
      withoutEnlargement: true,
    });
  }
  return request.format === 'webp' ? image.webp({quality: 80}).toBuffer() : image.png().toBuffer();
}
