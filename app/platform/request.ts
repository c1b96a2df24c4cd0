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
