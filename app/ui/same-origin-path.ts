// Where a redirect may send the shopper back to (`/discount/CODE?redirect=...`, sign-in return
// paths, a hint's ring page): only a path on this storefront. Browsers read `\` as `/`, drop tabs and newlines inside URLs and resolve `//host` to
// another site, so each of those is refused before the path is resolved, not after; so is any value
// that turns into one of them when percent-decoded again by a later hop.

const MAX_PATH_LENGTH = 2048;
const MAX_DECODINGS = 3;
const PLACEHOLDER_ORIGIN = 'https://storefront.invalid';

/** C0 and C1 controls, tab, newline and DEL: browsers drop some of them inside a URL. */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Whether one reading of the value could leave the site. */
function unsafeReading(value: string): boolean {
  return !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControl(value);
}

/**
 * The same-origin path (`/path?query#hash`) the value names, or `fallback` when it names anything
 * else: an absolute or protocol-relative URL, a scheme (`javascript:`), a backslash, a control or
 * character, or any of these hidden behind percent-encoding.
 */
export function sameOriginPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > MAX_PATH_LENGTH) return fallback;
  let reading = value;
  for (let decodings = 0; ; decodings++) {
    if (unsafeReading(reading)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(reading);
    } catch {
      // A malformed encoding is not a link anyone wrote.
      return fallback;
    }
    if (decoded === reading) break;
    // A value that is still encoded after several readings is not a link anyone wrote.
    if (decodings === MAX_DECODINGS) return fallback;
    reading = decoded;
  }
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return unsafeReading(path) ? fallback : path;
}
