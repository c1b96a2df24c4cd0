import {apiError} from '~/platform/api-error';

/**
 * State-changing requests must come from this storefront's own pages. Browsers send `Origin`
 * on every cross-origin POST (and on same-origin ones too); when it is absent we fall back to
 * `Sec-Fetch-Site`. Throws the 403 response when the request is cross-site.
 */
export function assertSameOrigin(request: Request) {
  if (isCrossOrigin(request)) throw apiError(403, 'CROSS_ORIGIN', 'Cross-origin requests are not allowed.');
}

export function isCrossOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null) return origin !== new URL(request.url).origin;
  const site = request.headers.get('Sec-Fetch-Site');
  return !!site && site !== 'same-origin' && site !== 'none';
}

/**
 * Whether a response leaves the shopper on this storefront: not a redirect, or one to this origin,
 * read as a browser reads it (so `/\evil.example` counts as leaving). Soft navigations carry the
 * target in X-Remix-Redirect.
 */
export function staysOnSite(response: Response, request: Request): boolean {
  const location = response.headers.get('Location') ?? response.headers.get('X-Remix-Redirect');
  if (location === null) return true;
  try {
    return new URL(location, request.url).origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}
