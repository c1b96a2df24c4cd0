/**
 * The islands that hydrate after the page (docs/decisions/0005), by a selector of their root: a click
 * on one before it hydrates does nothing, so end-to-end tests and the bench wait for each one shown.
 */
export const LATE_ISLANDS = ['.mega-menu', '.search-page', '.banner__track', '.product-gallery__stage', '.diamond-step__panel .diamond-filters', '.site-footer'];
