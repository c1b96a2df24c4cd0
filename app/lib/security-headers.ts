import {createContentSecurityPolicy} from '@shopify/hydrogen';
import type {AppEnv} from '~/lib/env';

/**
 * Hydrogen's nonce-based CSP, widened only for the origins this deployment really talks to:
 * the local stack when the store domain is a URL, and the search host.
 */
export function contentSecurityPolicy(env: AppEnv) {
  const storeOrigin = env.storeOrigin;
  const searchOrigins = env.PUBLIC_ALGOLIA_HOST
    ? [`http://${env.PUBLIC_ALGOLIA_HOST}`, `https://${env.PUBLIC_ALGOLIA_HOST}`]
    : [`https://${env.PUBLIC_ALGOLIA_APP_ID.toLowerCase()}-dsn.algolia.net`, 'https://*.algolia.net', 'https://*.algolianet.com'];
  const local = storeOrigin ? [storeOrigin] : [];
  return createContentSecurityPolicy({
    shop: {
      checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN || undefined,
      storeDomain: storeOrigin ? new URL(storeOrigin).host : env.PUBLIC_STORE_DOMAIN,
    },
    // Hydrogen appends the nonce to an explicit script-src; each list is merged with its defaults.
    scriptSrc: ["'self'", 'https://cdn.shopify.com'],
    defaultSrc: local,
    imgSrc: ["'self'", 'data:', 'https://cdn.shopify.com', ...local],
    connectSrc: [...local, ...searchOrigins],
    frameAncestors: ["'none'"],
  });
}

/** Headers every HTML response carries besides the CSP. */
export function applySecurityHeaders(headers: Headers, request: Request) {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  if (new URL(request.url).protocol === 'https:') {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
}
