/** Spec §9 timings and sizes of the header typeahead. */
export const SEARCH_INPUT_DEBOUNCE_MS = 750;
export const TYPEAHEAD_CLEAR_DELAY_MS = 350;
export const TYPEAHEAD_DROPDOWN_WIDTH_PX = 600;
/** Spec §2: the dropdown shows a limited number of hits. */
export const TYPEAHEAD_HIT_COUNT = 6;

/** Spec §2 texts of the typeahead states. */
export const TYPEAHEAD_TEXT = {
  loading: 'Loading...',
  prompt: 'Start typing to search for products...',
  noResults: 'No results found for the query',
  seeAll: 'See all results',
} as const;

/** The catalogue index and its sorted replicas (spec §7 hosted search service). */
export const PRODUCTS_INDEX = 'products';
export const SEARCH_SORTS = [
  {value: PRODUCTS_INDEX, label: 'Relevance', param: 'relevance'},
  {value: 'products_price_asc', label: 'Price: Low to High', param: 'price-asc'},
  {value: 'products_price_desc', label: 'Price: High to Low', param: 'price-desc'},
  {value: 'products_newest', label: 'Newest', param: 'newest'},
] as const;

export const SEARCH_HITS_PER_PAGE = 24;

/** Facets of the results page, in display order. */
export const SEARCH_FACETS = [
  {attribute: 'category', label: 'Category'},
  {attribute: 'metal', label: 'Metal'},
  {attribute: 'shape', label: 'Shape'},
  {attribute: 'type', label: 'Product type'},
] as const;

/** Offered when a query finds nothing. */
export const SEARCH_SUGGESTIONS = ['engagement ring', 'wedding band', 'diamond studs', 'tennis bracelet', 'pendant'] as const;

/** Hit attributes the pages read; the rest of a record stays on the search service. */
export const HIT_ATTRIBUTES = ['name', 'price', 'compareAtPrice', 'imageUrl', 'slug', 'type', 'tags'] as const;
/** Type and tags let the shop's discount rules price a hit as its card does. */
export const TYPEAHEAD_HIT_ATTRIBUTES = ['name', 'price', 'compareAtPrice', 'imageUrl', 'slug', 'type', 'tags'] as const;
