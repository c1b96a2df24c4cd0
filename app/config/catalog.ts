/** Spec §9: a product card shows this many variant swatches, then `+N more`. */
export const PRODUCT_CARD_SWATCH_COUNT = 3;

/** Spec §3: the card badge comes from the first tag with this prefix. */
export const BADGE_TAG_PREFIX = 'BADGE_';

/** Variant options whose values are colours worth a swatch on cards, in order of preference. */
export const SWATCH_OPTION_NAMES = ['Metal', 'Color'] as const;

/**
 * Spec §2/§3: a ship-date notice appears on cards when the estimated ship end falls after this
 * month/day (the latest holiday cutoff of the year, Christmas on the 21st of December).
 */
export const SHIP_DATE_NOTICE_CUTOFF = {month: 12, day: 21} as const;

/** Listing pages show this many products per page (cursor pagination). */
export const COLLECTION_PAGE_SIZE = 12;

/** The listing's total is counted up to the Storefront API's page limit; beyond it, `250+`. */
export const LISTING_COUNT_LIMIT = 250;

/** Spec §2: listing sort choices, as the `sort` URL parameter names them. */
export const COLLECTION_SORTS = [
  {value: 'featured', label: 'Featured'},
  {value: 'price-asc', label: 'Price: Low to High'},
  {value: 'price-desc', label: 'Price: High to Low'},
  {value: 'newest', label: 'Newest'},
] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number]['value'];
export const DEFAULT_COLLECTION_SORT: CollectionSort = 'featured';

/**
 * Storefront API filters a shopper never needs: the store has one vendor, and tags are internal
 * markers (badges, categories) rather than words a shopper chooses by.
 */
export const HIDDEN_FILTER_IDS = ['filter.p.vendor', 'filter.p.tag'] as const;

/** Top-level merchandising collections featured on the home page, in order. */
export const HOME_FEATURED_COLLECTIONS = [
  'engagement-rings',
  'wedding-bands',
  'new-arrivals',
  'best-sellers',
  'gifts',
  'sale',
] as const;

/**
 * `/shop/collections/all`: every product for sale. The Storefront API has no collection of that
 * handle (Shopify's `/collections/all` is a theme page), so unless a store creates one, the listing
 * is a product search for everything, with the sorts a search offers.
 */
export const ALL_PRODUCTS_HANDLE = 'all';
export const ALL_PRODUCTS_TITLE = 'All Jewelry';
export const ALL_PRODUCTS_DESCRIPTION = 'Every ring, band and piece of fine jewelry in our collection.';
/** The Storefront API's search for every product: Shopify's wildcard with no prefix. */
export const ALL_PRODUCTS_SEARCH = '*';
