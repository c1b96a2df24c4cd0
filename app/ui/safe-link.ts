// Links and image paths come from merchant-edited JSON; only same-site paths, fragments and web
// URLs are rendered, so a stray `javascript:` value can never reach an href. Browsers read `\` as
// `/` and drop tabs and newlines, so `/\evil.com` would be a link off the site: refused too.

const WEB_URL = /^https?:\/\/[^\s\\]+$/i;

function leavesTheSite(value: string): boolean {
  const squeezed = value.replace(/[\t\n\r]/g, '');
  return squeezed.startsWith('//') || squeezed.includes('\\');
}

export function isSafeHref(value: string): boolean {
  if (leavesTheSite(value)) return false;
  return value.startsWith('/') || value.startsWith('#') || value.startsWith('?') || WEB_URL.test(value);
}

export function isSafeImagePath(value: string): boolean {
  if (leavesTheSite(value)) return false;
  return value.startsWith('/') || WEB_URL.test(value);
}
