import {apiError} from '~/lib/api-error';

/**
 * State-changing requests must come from this storefront's own pages. Browsers send `Origin`
 * on every cross-origin POST (and on same-origin ones too); when it is absent we fall back to
 * `Sec-Fetch-Site`. Throws the 403 response when the request is cross-site.
 */
export function assertSameOrigin(request: Request) {
  const origin = request.headers.get('Origin');
  const expected = new URL(request.url).origin;
  if (origin !== null) {
    if (origin !== expected) {
      throw apiError(403, 'CROSS_ORIGIN', 'Cross-origin requests are not allowed.');
    }
    return;
  }
  const site = request.headers.get('Sec-Fetch-Site');
  if (site && site !== 'same-origin' && site !== 'none') {
    throw apiError(403, 'CROSS_ORIGIN', 'Cross-origin requests are not allowed.');
  }
}
