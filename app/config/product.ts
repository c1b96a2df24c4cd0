/** Spec §2/§3: the option rendered as shape pickers, and the shape chosen when none is. */
export const CENTER_STONE_SHAPE_OPTION = 'Center Stone Shape';
export const DEFAULT_STONE_SHAPE = 'Round';
/** The option a setting's metal is chosen by, in the ring builder as on the product page. */
export const METAL_OPTION = 'Metal';

/**
 * Shape icons shipped in public/ (spec §3: every shape has an icon; the default is Round): drawn as
 * SVG, shown as PNGs written at this size by scripts/raster-public-images.ts (three times the largest
 * an icon is shown, 36 px), because each SVG image costs the page's main thread a document of its own.
 */
export const SHAPE_ICON_PATH = '/images/shapes';
export const SHAPE_ICON_RASTER_PX = 108;

/** The option a ring's size is chosen with; its guide (size chart and printable sizer). */
export const RING_SIZE_OPTION = 'Ring Size';
export const RING_SIZE_GUIDE_PATH = '/learn/ring-size-guide';
/** US ring sizes offered, in half sizes. */
export const US_RING_SIZE_MIN = 3;
export const US_RING_SIZE_MAX = 13;

/** Spec §2: the select format's placeholder. */
export const OPTION_SELECT_PLACEHOLDER = 'Select...';

/** Spec §3/§9: recently viewed products, kept for 168 hours, at most 15. */
export const RECENTLY_VIEWED_MAX = 15;
export const RECENTLY_VIEWED_TTL_HOURS = 168;
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently-viewed';

/** The product type of ring-builder settings: they lead into the builder instead of the cart. */
export const SETTING_PRODUCT_TYPE = 'Engagement Ring Setting';
export const RING_BUILDER_DIAMONDS_PATH = '/ring-builder/diamonds';
export const RING_BUILDER_SETTINGS_PATH = '/ring-builder/settings';

/** Discount rules live in metaobjects of this type (spec §3 Discount rule). */
export const DISCOUNT_RULE_METAOBJECT_TYPE = 'discount_rule';
export const DISCOUNT_RULES_FETCHED = 50;

/** Related products section: one row of cards on a product page. */
export const RELATED_PRODUCTS_SHOWN = 4;

/**
 * The engraving option (the store's `Engraving` option on settings): optional, at most this many
 * characters, and only what the engraver can cut (app/features/catalog/model/engraving.ts).
 */
export const ENGRAVING_OPTION_NAME = 'Engraving';
export const ENGRAVING_MAX_LENGTH = 20;
