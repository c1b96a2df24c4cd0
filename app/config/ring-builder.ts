// Spec §3, §4 and §9: the ring builder's diamond filters, sliders and storage.

/** Carat range a setting fits when it does not say (spec §3: stoneSizeBegin/End default 0 and 5). */
export const DEFAULT_STONE_SIZE_BEGIN = 0;
export const DEFAULT_STONE_SIZE_END = 5;

export const COLOR_SLIDER_MAX = 4;
export const CLARITY_SLIDER_MAX = 6;
export const PRICE_FILTER_MAX_USD = 50_000;

/** Default filter ranges (spec §4): colour 0-4, clarity 0-6, price 0-50000. */
export const DEFAULT_COLOR_RANGE = [0, COLOR_SLIDER_MAX] as const;
export const DEFAULT_CLARITY_RANGE = [0, CLARITY_SLIDER_MAX] as const;
export const DEFAULT_PRICE_RANGE = [0, PRICE_FILTER_MAX_USD] as const;

/** The price slider's position runs 0-100; price = max * (position/100)^2.5 (and back with ^0.4). */
export const PRICE_SLIDER_POSITIONS = 100;
export const PRICE_CURVE_EXPONENT = 2.5;
export const PRICE_CURVE_INVERSE_EXPONENT = 0.4;

export const CARAT_SLIDER_STEP = 0.01;
export const CARAT_INPUT_STEP = 0.25;

/** Sort menu labels (spec §4). */
export const SORT_LOW_TO_HIGH = 'Low to High';
export const SORT_HIGH_TO_LOW = 'High to Low';

/** The default sort's attribute (spec §3). */
export const DIAMOND_SORT_ID = 'total_sales_price';

/**
 * Every sort of the diamond step (spec §3's price, and issue 19's carat, grades and price per
 * carat), keyed by the `diamonds` record attribute it orders on. Each direction is a standard
 * replica of the `diamonds` index (`diamonds_<slug>_asc|desc`); grades sort on their best-first
 * positions, so ascending is best first. `slug` also names the sort in share links.
 */
export const DIAMOND_SORTS = {
  total_sales_price: {slug: 'price', label: 'Price'},
  carat: {slug: 'carat', label: 'Carat'},
  colorIndex: {slug: 'color', label: 'Color', grade: true},
  clarityIndex: {slug: 'clarity', label: 'Clarity', grade: true},
  cutIndex: {slug: 'cut', label: 'Cut', grade: true},
  pricePerCarat: {slug: 'price_per_carat', label: 'Price per carat'},
} as const;
/** Sort By's words for a grade's two directions. */
export const GRADE_SORT_ORDERS = ['Best First', 'Best Last'] as const;
export type DiamondSortId = keyof typeof DIAMOND_SORTS;

/** Ring-builder items and recently viewed products expire after 168 hours (spec §9). */
export const RING_BUILDER_STORAGE_HOURS = 168;

/** The Algolia index of loose stones; its sorted replicas are named by `DIAMOND_SORTS`. */
export const DIAMONDS_INDEX = 'diamonds';


/** Advanced filters (issue 7): facet values of the `diamonds` index, best first. */
export const ADVANCED_DIAMOND_FACETS = {
  cut: ['Ideal', 'Excellent', 'Very Good', 'Good'],
  polish: ['Excellent', 'Very Good', 'Good'],
  symmetry: ['Excellent', 'Very Good', 'Good'],
  fluorescence: ['None', 'Faint', 'Medium', 'Strong'],
  lab: ['GIA', 'IGI'],
} as const;

/**
 * Advanced numeric filters (issue 7): length/width ratio, table % and depth %, with the bounds and
 * steps of their sliders. The bounds cover every shape's proportions in the diamonds index.
 */
export const PROPORTION_FILTERS = {
  lengthWidthRatio: {label: 'Length/width ratio', min: 0.9, max: 3, step: 0.01, param: 'ratio'},
  tablePercent: {label: 'Table %', min: 50, max: 80, step: 1, param: 'table'},
  depthPercent: {label: 'Depth %', min: 35, max: 80, step: 0.1, param: 'depth'},
} as const;

/**
 * Days a loose stone needs to reach the workshop and be set, added to the setting's own ship days
 * for the ring's deliver-by date. Not in the spec (the diamonds index carries no ship days): the
 * workshop's figures, natural stones coming from the supplier's vault.
 */
export const STONE_SETTING_DAYS = {lab: 2, moissanite: 2, natural: 4} as const;

/** How many similar stones a sold stone's notice offers. */
export const SIMILAR_STONES_SHOWN = 3;
/** Similar stones: same type and shape, carat within this fraction of the sold one's. */
export const SIMILAR_CARAT_TOLERANCE = 0.15;

/** Builder-only performance marks a browser benchmark measures between (docs/ring-builder.md). */
export const FILTER_COMMIT_MARK = 'rb:filter-commit';
export const RESULTS_RENDERED_MARK = 'rb:results-rendered';
