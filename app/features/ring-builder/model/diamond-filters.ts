import {
  DEFAULT_CLARITY_RANGE,
  DEFAULT_COLOR_RANGE,
  DEFAULT_PRICE_RANGE,
  DEFAULT_STONE_SIZE_BEGIN,
  DEFAULT_STONE_SIZE_END,
  DIAMOND_SORT_ID,
  DIAMOND_SORTS,
  GRADE_SORT_ORDERS,
  PROPORTION_FILTERS,
  SORT_HIGH_TO_LOW,
  SORT_LOW_TO_HIGH,
  type DiamondSortId,
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
  id: DiamondSortId;
  desc: boolean;
}

export const DIAMOND_SORT_IDS = Object.keys(DIAMOND_SORTS) as [DiamondSortId, ...DiamondSortId[]];

export interface SortOption {
  /** What Sort By selects: the spec's Low to High and High to Low for price, the label for the others. */
  value: string;
  label: string;
  entry: SortEntry;
}

/** Sort By's options: every sort in both directions, price first. */
export const SORT_OPTIONS: readonly SortOption[] = DIAMOND_SORT_IDS.flatMap((id) =>
  ('grade' in DIAMOND_SORTS[id] ? GRADE_SORT_ORDERS : [SORT_LOW_TO_HIGH, SORT_HIGH_TO_LOW]).map((order, desc) => {
    const label = `${DIAMOND_SORTS[id].label}: ${order}`;
    return {value: id === DIAMOND_SORT_ID ? order : label, label, entry: {id, desc: desc > 0}};
  }),
);

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

/** Both ends equal, whether or not they are the same array. */
export function sameRange(a: Range, b: Range) {
  return a[0] === b[0] && a[1] === b[1];
}

/** How many of the four filters differ from their defaults (the Filters button's count). */
export function activeFilterCount(filters: DiamondFilters, defaults: DiamondFilters): number {
  return (['carat', 'color', 'clarity', 'price'] as const).filter((key) => !sameRange(filters[key], defaults[key]))
    .length;
}

/**
 * Spec §4: Low to High sorts ascending by price, High to Low descending; issue 19's options sort
 * by their attribute; anything else clears.
 */
export function sortForSelection(selection: string): SortEntry[] {
  const option = SORT_OPTIONS.find((known) => known.value === selection);
  return option ? [option.entry] : [];
}

/** The option showing a sort; none (a build from when "Best match" cleared it) shows price Low to High. */
export function sortOptionOf(sort: readonly SortEntry[]): SortOption {
  return SORT_OPTIONS.find(({entry}) => entry.id === sort[0]?.id && entry.desc === sort[0].desc) ?? (SORT_OPTIONS[0] as SortOption);
}

/**
 * A column header's sort after a press: the other direction of the column's current sort, or the
 * column ascending (grades best first).
 */
export function sortAfterHeaderPress(sort: readonly SortEntry[], id: DiamondSortId): SortOption {
  return sortOptionOf([{id, desc: sort[0]?.id === id && !sort[0].desc}]);
}

/** True when a carat input lies outside the setting's range (the input then turns red). */
export function isCaratOutsideRange(value: number, range: Range): boolean {
  return !Number.isFinite(value) || value < range[0] || value > range[1];
}
