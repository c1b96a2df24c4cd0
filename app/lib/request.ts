const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Cookies are Secure everywhere but plain-http loopback, where browsers would drop them
 * (local dev and the end-to-end tests).
 */
export function isSecureRequest(request: Request): boolean {
  const url = new URL(request.url);
  return url.protocol === 'https:' || !LOOPBACK_HOSTS.has(url.hostname);
}
