/** The cart page (spec §2), whose action takes the add-to-cart buttons' posts and the page's plain forms. */
export const CART_PAGE_PATH = '/shop/cart';

/** Spec §3/§9: at most 20 cart lines are fetched. */
export const CART_LINES_FETCHED = 20;

/** How long the cart cookie lives: Shopify keeps an abandoned cart for about two weeks. */
export const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 14;

/** Spec §9: quantity changes are sent once the shopper pauses for this long. */
export const CART_LINE_UPDATE_DEBOUNCE_MS = 500;

/** Spec §8 NOTE_TOO_LONG: Shopify's limit on a cart note, which holds the requested love note. */
export const LOVE_NOTE_MAX_LENGTH = 5000;

/** The love note box saves itself once the shopper stops typing for this long. */
export const LOVE_NOTE_SAVE_DEBOUNCE_MS = 800;

/** Shopify's per-line maximum the local stack enforces too; the + button stops there. */
export const MAX_QUANTITY_PER_LINE = 10;

/** Lines one cart request may add, change or remove (a built ring is a few lines; the cart holds 20). */
export const MAX_LINES_PER_CART_CHANGE = 20;

/**
 * Performance marks a browser benchmark measures "add to cart to the drawer showing the new cart"
 * between: the add button pressed, and the first frame of the drawer showing the added piece (or,
 * for an add that names no piece, the cart the add answered with).
 */
export const CART_ADD_START_MARK = 'cart:add-start';
export const CART_DRAWER_SHOWN_MARK = 'cart:drawer-shown';

/** The title Shopify gives a product's only variant: the cart shows no variant line for it. */
export const DEFAULT_VARIANT_TITLE = 'Default Title';
