import {createContentSecurityPolicy} from '@shopify/hydrogen';
import type {AppEnv} from '~/platform/env';
import {isSecureRequest} from '~/platform/request';
import {SHOPIFY_CDN_ORIGIN} from '~/platform/catalog-image-origin';

/**
 * Hydrogen's nonce-based CSP, widened only for the origins this deployment really talks to:
 * the local stack when the store domain is a URL, the search host, the ring picture service, and
 * the booking widget's script and frame (which load only with the shopper's consent).
 */
export function contentSecurityPolicy(env: AppEnv, embeds: {scriptSrc: string[]; frameSrc: string[]} = {scriptSrc: [], frameSrc: []}) {
  const storeOrigin = env.storeOrigin;
  const searchOrigins = env.PUBLIC_ALGOLIA_HOST
    ? [`http://${env.PUBLIC_ALGOLIA_HOST}`, `https://${env.PUBLIC_ALGOLIA_HOST}`]
    : [`https://${env.PUBLIC_ALGOLIA_APP_ID.toLowerCase()}-dsn.algolia.net`, 'https://*.algolia.net', 'https://*.algolianet.com'];
  const local = storeOrigin ? [storeOrigin] : [];
  // The template's placeholders may sit in its host, so only a literal origin is allowed, never a pattern.
  const ringPictureOrigin = /^https?:\/\/[^/{}?#]+(?:[/?#]|$)/.test(env.PUBLIC_RING_PICTURE_URL) ? [new URL(env.PUBLIC_RING_PICTURE_URL).origin] : [];
  return createContentSecurityPolicy({
    shop: {
      checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN || undefined,
      storeDomain: storeOrigin ? new URL(storeOrigin).host : env.PUBLIC_STORE_DOMAIN,
    },
    // Hydrogen appends the nonce to an explicit script-src; each list is merged with its defaults.
    scriptSrc: ["'self'", SHOPIFY_CDN_ORIGIN, ...embeds.scriptSrc],
    ...(embeds.frameSrc.length ? {frameSrc: embeds.frameSrc} : {}),
    defaultSrc: local,
    imgSrc: ["'self'", 'data:', SHOPIFY_CDN_ORIGIN, ...local, ...ringPictureOrigin],
    connectSrc: [...local, ...searchOrigins],
    frameAncestors: ["'none'"],
  });
}

/**
 * Headers every response carries (HTML adds the CSP). HSTS wherever cookies are Secure: every host
 * but plain-http loopback, where it would pin localhost to https for other local projects.
 */
function applySecurityHeaders(headers: Headers, request: Request) {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  if (isSecureRequest(request)) {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
}

/** The response with the baseline headers; redirects made by Response.redirect are immutable, so copied. */
export function withSecurityHeaders(response: Response, request: Request): Response {
  try {
    applySecurityHeaders(response.headers, request);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    applySecurityHeaders(copy.headers, request);
    return copy;
  }
}
