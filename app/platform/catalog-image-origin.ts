import type {PublicEnv} from './env';

/** Where a Shopify store's catalogue images come from. */
export const SHOPIFY_CDN_ORIGIN = 'https://cdn.shopify.com';

/**
 * The origin the document's head opens a connection to before the parser reaches the page's first
 * catalogue image: the local stack's own when it serves them, Shopify's CDN otherwise.
 */
export function catalogImageConnectOrigin(publicEnv: PublicEnv | undefined): string {
  return publicEnv?.catalogImageOrigin ?? SHOPIFY_CDN_ORIGIN;
}
