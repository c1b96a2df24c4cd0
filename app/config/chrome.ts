/** Spec §3: the mega menu lives in the `menu` metaobject with this handle. */
export const MENU_HANDLE = 'menu-v3';
export const MENU_METAOBJECT_TYPE = 'menu';
export const BANNER_METAOBJECT_TYPE = 'banner';

/** Spec §9 timings. */
export const BANNER_AUTO_ADVANCE_MS = 7000;
export const COUNTDOWN_TICK_MS = 1000;
/** How long fetched content (banners) counts as fresh on the client. */
export const QUERY_STALE_TIME_MS = 270_000;

/** Spec §2/§9 menu image sizes (the Title/#/4-column defaults are rules in features/chrome/model/menu-display). */
export const MENU_GRID_IMAGE_SIZE_PX = 100;
export const MENU_ICON_SIZE_PX = 20;
export const MENU_DEFAULT_GRID_IMAGE = '/images/menu/default-diamond.png';

/** Spec §2: the logo is about 214x29; the header shows its PNGs (config/brand-images.ts), structured data the SVG. */
export const LOGO = {src: '/logo.svg', width: 214, height: 29} as const;

/** More banners than this would never be seen in one visit; the query asks for no more. */
export const BANNERS_FETCHED = 20;

/** The desktop layout (the stylesheets' `min-width: 1024px`): the mega menu shows from here, the footer's accordions below. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 1024px)';
export const BELOW_DESKTOP_MEDIA_QUERY = '(max-width: 1023.98px)';
