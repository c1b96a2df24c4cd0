// `GET /images/*`: the generated SVG renders of the catalogue, cacheable for a long time because a
// path always renders the same picture.
import type {IncomingMessage, ServerResponse} from 'node:http';
import {sendJson, sendText, type RouteHandler} from './http';

/** SVG text for a path (and the query, which composed ring pictures read), or null when it names no image. */
export type ImageRenderer = (path: string, params: URLSearchParams) => string | null;

const ONE_YEAR = 'public, max-age=31536000, immutable';

export function imagesHandler(render: ImageRenderer): RouteHandler {
  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (!url.pathname.startsWith('/images/')) return false;
    const cors = {'access-control-allow-origin': '*'};
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendJson(response, 405, {errors: [{message: 'Method not allowed'}]}, {...cors, allow: 'GET, HEAD'});
      return true;
    }
    const svg = render(decodeURIComponent(url.pathname), url.searchParams);
    if (svg === null) {
      sendJson(response, 404, {errors: [{message: `No image at ${url.pathname}`}]}, cors);
      return true;
    }
    sendText(response, 200, 'image/svg+xml; charset=utf-8', request.method === 'HEAD' ? '' : svg, {
      ...cors,
      'cache-control': ONE_YEAR,
      'x-content-type-options': 'nosniff',
    });
    return true;
  };
}
