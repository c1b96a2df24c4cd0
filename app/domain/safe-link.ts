// Links and image paths come from merchant-edited JSON; only same-site paths, fragments and web
// URLs are rendered, so a stray `javascript:` value can never reach an href.

const WEB_URL = /^https?:\/\/[^\s]+$/i;

export function isSafeHref(value: string): boolean {
  if (value.startsWith('//')) return false;
  return value.startsWith('/') || value.startsWith('#') || value.startsWith('?') || WEB_URL.test(value);
}

export function isSafeImagePath(value: string): boolean {
  if (value.startsWith('//')) return false;
  return value.startsWith('/') || WEB_URL.test(value);
}
