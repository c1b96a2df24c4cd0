// Where a redirect may send a shopper back to (sign-in return paths and the like): only a path on
// this storefront. Browsers read `\` as `/` and ignore tabs and newlines in URLs, so `/\evil.com`
// or `/%09/evil.com` would leave the site; those, and anything absolute, fall back.

const PLACEHOLDER_ORIGIN = 'https://storefront.invalid';

function hasControlCharacter(text: string) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2048) return fallback;
  let decoded = value;
  try {
    // Decoded twice: a path reaches us through one query string, and may have been encoded again.
    decoded = decodeURIComponent(decodeURIComponent(value));
  } catch {
    return fallback;
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
    if (candidate.includes('\\') || hasControlCharacter(candidate)) return fallback;
  }
  const url = new URL(value, PLACEHOLDER_ORIGIN);
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
