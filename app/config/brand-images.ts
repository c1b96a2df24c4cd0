/**
 * The header logo's and the favicons' PNGs, written from public/logo.svg and public/favicon.svg by
 * scripts/raster-public-images.ts (the logo's size is `LOGO` in config/chrome.ts).
 */
export const BRAND_IMAGES = {
  logoRasters: [
    {path: '/logo.png', scale: 1},
    {path: '/logo@2x.png', scale: 2},
    {path: '/logo@3x.png', scale: 3},
  ],
  favicons: [
    {path: '/favicon-32.png', size: 32, rel: 'icon'},
    {path: '/apple-touch-icon.png', size: 180, rel: 'apple-touch-icon'},
  ],
} as const;

/** The header logo's sources for each screen density. */
export const LOGO_SRC_SET = BRAND_IMAGES.logoRasters.map(({path, scale}) => `${path} ${scale}x`).join(', ');
