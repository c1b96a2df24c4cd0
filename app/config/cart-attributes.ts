/**
 * Spec §9 reserved names. Line attributes whose key starts with the reserved prefix are the
 * storefront's own bookkeeping: they group lines into one cart entry and are never shown to
 * shoppers. Shopify also hides keys starting with `_` at checkout, so the prefix keeps them
 * hidden there too.
 */
export const RESERVED_ATTRIBUTE_PREFIX = '__';

/** The entry's display title, e.g. a ring built from a setting and a stone. */
export const LINE_TITLE_ATTRIBUTE = `${RESERVED_ATTRIBUTE_PREFIX}lineTitle`;
/** JSON: which entry the line belongs to and its role in it (see features/cart/model/cart-line-details.ts). */
export const CART_DETAILS_ATTRIBUTE = `${RESERVED_ATTRIBUTE_PREFIX}cartDetails`;
/** The product the entry represents (the setting of a ring). */
export const PRODUCT_ID_ATTRIBUTE = `${RESERVED_ATTRIBUTE_PREFIX}productId`;

/** Cart attribute mirroring the requested love note, so it survives a changed cart note. */
export const LOVE_NOTE_CART_ATTRIBUTE = `${RESERVED_ATTRIBUTE_PREFIX}requestedLoveNote`;

/** Spec §9 reserved product markers (product tags). */
export const FREE_GIFT_TAG = '__FREE_GIFT';
export const LOVE_NOTE_TAG = '__LOVE_NOTE';

/** Care plans are the products carrying this tag; their metafields give term and price bands. */
export const CARE_PLAN_TAG = 'care-plan';
