// Shopify's own storefront paths (/products/{handle}, /collections/{handle}, and a product inside a
// collection) still reach the store from old links and search results. They are sent on to the
// storefront's /shop pages, keeping the query string. The target is built from a checked handle
// only, so no legacy path can send a shopper off the site.

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

export function isHandle(value: string | undefined): value is string {
  return value !== undefined && HANDLE.test(value);
}

/** `?variant=1` kept as is; an empty query dropped. */
export function withQuery(path: string, requestUrl: string): string {
  const {search} = new URL(requestUrl);
  return search.length > 1 ? `${path}${search}` : path;
}
