// `GET /images/*`: the catalogue's generated pictures, cacheable for a long time because a URL always
// gives the same picture. Photos are served as Shopify's CDN serves them (cdn-image.ts); icons and
// the logo as SVG, as a store's files are.
import type {IncomingMessage, ServerResponse} from 'node:http';
import {readCdnImageRequest, rasterize} from './cdn-image';
import {sendJson, sendText, type RouteHandler} from './http';

/** SVG text for a path (and the query, which composed ring pictures read), or null when it names no image. */
export type ImageRenderer = (path: string, params: URLSearchParams) => string | null;

const ONE_YEAR = 'public, max-age=31536000, immutable';

/** Rasterized photos kept, by URL and format: a few hundred pictures at the few widths pages ask for. */
const RASTERS_KEPT = 2000;

export function imagesHandler(render: ImageRenderer, isPhoto: (path: string) => boolean): RouteHandler {
  const rasters = new Map<string, Promise<Buffer>>();
  const keep = (key: string, made: Promise<Buffer>) => {
    made.catch(() => rasters.delete(key));
    rasters.set(key, made);
    if (rasters.size > RASTERS_KEPT) rasters.delete(rasters.keys().next().value!);
    return made;
  };

  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (!url.pathname.startsWith('/images/')) return false;
    const cors = {'access-control-allow-origin': '*'};
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendJson(response, 405, {errors: [{message: 'Method not allowed'}]}, {...cors, allow: 'GET, HEAD'});
      return true;
    }
    const path = decodeURIComponent(url.pathname);
    const headers = {...cors, 'cache-control': ONE_YEAR, 'x-content-type-options': 'nosniff'};
    const photo = isPhoto(path);
    const transform = readCdnImageRequest(url.searchParams, request.headers.accept);
    const key = `${transform.format} ${url.pathname}${url.search}`;
    // A picture already rasterized is not drawn again (composed ring pictures are drawn per request).
    let body = photo ? rasters.get(key) : undefined;
    if (!body) {
      const svg = render(path, url.searchParams);
      if (svg === null) {
        sendJson(response, 404, {errors: [{message: `No image at ${url.pathname}`}]}, cors);
        return true;
      }
      if (!photo) {
        sendText(response, 200, 'image/svg+xml; charset=utf-8', request.method === 'HEAD' ? '' : svg, headers);
        return true;
      }
      body = keep(key, rasterize(svg, transform));
    }
    const image = await body;
    response.writeHead(200, {...headers, 'content-type': `image/${transform.format}`, 'content-length': String(image.length), vary: 'Accept'});
    response.end(request.method === 'HEAD' ? undefined : image);
    return true;
  };
}
