// The header logo's and the favicons' PNGs, written from public/logo.svg and public/favicon.svg by
// scripts/raster-public-images.ts, which reads the files and sizes from here. Literal strings: the
// root module and the header ship them on every page's first load.

/** The header logo at 1x, 2x and 3x (its size is `LOGO` in config/chrome.ts). */
export const LOGO_SRC_SET = '/logo.png 1x, /logo@2x.png 2x, /logo@3x.png 3x';
export const LOGO_PNG = '/logo.png';

/** The document's icons (root `links`). */
export const FAVICON_LINKS = [
  {rel: 'icon', type: 'image/png', sizes: '32x32', href: '/favicon-32.png'},
  {rel: 'apple-touch-icon', type: 'image/png', sizes: '180x180', href: '/apple-touch-icon.png'},
] as const;
