/** Spec §3/§9: at most 20 cart lines are fetched. */
export const CART_LINES_FETCHED = 20;

/** How long the cart cookie lives: Shopify keeps an abandoned cart for about two weeks. */
export const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 14;
