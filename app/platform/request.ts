const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Cookies are Secure everywhere but plain-http loopback, where browsers would drop them
 * (local dev and the end-to-end tests).
 */
export function isSecureRequest(request: Request): boolean {
  const url = new URL(request.url);
  return url.protocol === 'https:' || !LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * A client navigation's or fetcher's request for loader data (`/path.data`), or its answer, as opposed to a
 * document: work that only the server-rendered HTML uses can be skipped for it.
 */
export function isDataRequest(request: Request | Response): boolean {
  return new URL(request.url, 'http://localhost').pathname.endsWith('.data');
}

/**
 * A browser loading a page (a link or a plain form post), as opposed to a script's request: it
 * should answer with a page, not JSON. Read from `Accept`, which browsers set to HTML for pages;
 * `Sec-Fetch-Mode` would say it too, but proxies that fetch on the browser's behalf (MiniOxygen
 * among them) overwrite it.
 */
export function wantsPage(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').includes('text/html');
}
