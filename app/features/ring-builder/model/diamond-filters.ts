import {
  DEFAULT_CLARITY_RANGE,
  DEFAULT_COLOR_RANGE,
  DEFAULT_PRICE_RANGE,
  DEFAULT_STONE_SIZE_BEGIN,
  DEFAULT_STONE_SIZE_END,
  DIAMOND_SORT_ID,
  PROPORTION_FILTERS,
  SORT_HIGH_TO_LOW,
  SORT_LOW_TO_HIGH,
} from '~/config/ring-builder';

export type Range = readonly [min: number, max: number];

export type StoneType = 'lab' | 'natural' | 'moissanite';
export const STONE_TYPES = ['moissanite', 'natural', 'lab'] as const satisfies readonly StoneType[];

export type AdvancedFacet = 'cut' | 'polish' | 'symmetry' | 'fluorescence' | 'lab';
/** Chosen values per advanced facet; a facet without values does not filter. */
export type AdvancedFilters = Partial<Record<AdvancedFacet, readonly string[]>>;

export type ProportionKey = keyof typeof PROPORTION_FILTERS;
export const PROPORTION_KEYS = Object.keys(PROPORTION_FILTERS) as ProportionKey[];
/** Ranges over the stones' proportions; a key left out does not filter. */
export type ProportionFilters = Partial<Record<ProportionKey, readonly [number, number]>>;

/** Spec §3: carat, colour, clarity and price, each a (min, max) pair. */
export interface DiamondFilters {
  carat: Range;
  color: Range;
  clarity: Range;
  price: Range;
}

export interface SortEntry {
  id: typeof DIAMOND_SORT_ID;
  desc: boolean;
}

/** The part of a setting the filters depend on: the carat range its head fits. */
export interface StoneSizeRange {
  stoneSizeBegin?: number | null;
  stoneSizeEnd?: number | null;
}

/** The carat range a setting fits, with the spec's 0-5 default for a missing bound. */
export function settingCaratRange(setting: StoneSizeRange | null | undefined): Range {
  return [
    setting?.stoneSizeBegin ?? DEFAULT_STONE_SIZE_BEGIN,
    setting?.stoneSizeEnd ?? DEFAULT_STONE_SIZE_END,
  ];
}

/** Default filters (spec §4): colour 0-4, clarity 0-6, price 0-50000, carat = the setting's range. */
export function defaultDiamondFilters(setting?: StoneSizeRange | null): DiamondFilters {
  return {
    carat: settingCaratRange(setting),
    color: DEFAULT_COLOR_RANGE,
    clarity: DEFAULT_CLARITY_RANGE,
    price: DEFAULT_PRICE_RANGE,
  };
}

function sameRange(a: Range, b: Range) {
  return a[0] === b[0] && a[1] === b[1];
}

/** How many of the four filters differ from their defaults (the Filters button's count). */
export function activeFilterCount(filters: DiamondFilters, defaults: DiamondFilters): number {
  return (['carat', 'color', 'clarity', 'price'] as const).filter((key) => !sameRange(filters[key], defaults[key]))
    .length;
}

/** Spec §4: Low to High sorts ascending by price, High to Low descending, anything else clears. */
export function sortForSelection(selection: string): SortEntry[] {
  if (selection === SORT_LOW_TO_HIGH) return [{id: DIAMOND_SORT_ID, desc: false}];
  if (selection === SORT_HIGH_TO_LOW) return [{id: DIAMOND_SORT_ID, desc: true}];
  return [];
}

/** True when a carat input lies outside the setting's range (the input then turns red). */
export function isCaratOutsideRange(value: number, range: Range): boolean {
  return !Number.isFinite(value) || value < range[0] || value > range[1];
}
