// The shareable ring link: the builder's choices (setting, its variant and options, stone, stone
// type, shapes, filters including the advanced ones, sort) as query parameters of the review step,
// and back. Stock numbers stand for stones and handles for settings, so the recipient's page looks
// both up fresh.
import {ADVANCED_DIAMOND_FACETS, DIAMOND_SORT_ID, DIAMOND_SORTS, PROPORTION_FILTERS, SORT_LOW_TO_HIGH} from '~/config/ring-builder';
import {PROPORTION_KEYS, SORT_OPTIONS, STONE_TYPES, type AdvancedFacet, type AdvancedFilters, type DiamondFilters, type ProportionFilters, type Range, type SortEntry, type StoneType} from './diamond-filters';
import type {BuilderSetting, RingBuilderSnapshot} from './ring-builder-snapshot';
import {clampProportions} from './filter-bounds';
import {withFilter, withSetting, withSettingOptions, withSortSelection} from './ring-builder-transitions';
import {appendSettingOptions, readSettingOptions} from './setting-options-params';

export const RING_SHARE_PATH = '/ring-builder/review';
const FILTER_KEYS = ['carat', 'color', 'clarity', 'price'] as const;
const ADVANCED_FACETS = Object.keys(ADVANCED_DIAMOND_FACETS) as AdvancedFacet[];

export interface SharedRing {
  settingHandle: string | null;
  variant: string | null;
  /** The setting's option choices; empty when the link names none. */
  settingOptions: Record<string, string>;
  stockNumber: string | null;
  stoneType: StoneType | null;
  shapes: string[] | null;
  filters: Partial<DiamondFilters>;
  /**
   * Advanced facet values and proportion ranges. A link made by `ringShareSearch` (it always says
   * how to sort) names all of them, so what it leaves out is not filtered; null for other links.
   */
  advanced: AdvancedFilters | null;
  proportions: ProportionFilters | null;
  /** The Sort By label to select, or null when the link says nothing about sorting. */
  sortSelection: string | null;
}

const tail = (gid: string) => gid.slice(gid.lastIndexOf('/') + 1);

/**
 * `asc` or `desc` for price, as links said when price was the only sort (so those links still
 * open as made); `<slug>-asc|desc` for the others (`carat-desc`, `price_per_carat-asc`); or none.
 */
function sortParam(sort: readonly SortEntry[]): string {
  const entry = sort[0];
  if (!entry) return 'none';
  const direction = entry.desc ? 'desc' : 'asc';
  return entry.id === DIAMOND_SORT_ID ? direction : `${DIAMOND_SORTS[entry.id].slug}-${direction}`;
}

export function ringShareSearch(state: RingBuilderSnapshot): string {
  const params = new URLSearchParams();
  if (state.setting) {
    params.set('setting', state.setting.slug);
    params.set('variant', tail(state.setting.variantId));
    appendSettingOptions(params, state.setting.options);
  }
  if (state.stone) params.set('stone', state.stone.stockNumber);
  params.set('type', state.stoneType);
  if (state.shapes.length > 0) params.set('shape', state.shapes.join(','));
  for (const key of FILTER_KEYS) params.set(key, `${state.filters[key][0]}-${state.filters[key][1]}`);
  for (const facet of ADVANCED_FACETS) {
    const values = state.advanced[facet] ?? [];
    if (values.length > 0) params.set(facet, values.join(','));
  }
  for (const key of PROPORTION_KEYS) {
    const range = state.proportions[key];
    if (range) params.set(PROPORTION_FILTERS[key].param, `${range[0]}-${range[1]}`);
  }
  params.set('sort', sortParam(state.sort));
  return `?${params.toString()}`;
}

/** A `min-max` pair; an inverted one only where it is kept to be reported (the carat's), else left out. */
function readRange(text: string | null, keepInverted = false): Range | null {
  const match = text?.match(/^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/);
  if (!match) return null;
  const range: Range = [Number(match[1]), Number(match[2])];
  return keepInverted || range[0] <= range[1] ? range : null;
}

/** The Sort By option a link's sort names; `none` comes from links made while "Best match" cleared the sort: it opens sorted by price. */
function readSortSelection(param: string | null): string | null {
  return param === 'none' ? SORT_LOW_TO_HIGH : (SORT_OPTIONS.find(({entry}) => sortParam([entry]) === param)?.value ?? null);
}

function readAdvanced(params: URLSearchParams): AdvancedFilters {
  const advanced: Partial<Record<AdvancedFacet, string[]>> = {};
  for (const facet of ADVANCED_FACETS) {
    const known: readonly string[] = ADVANCED_DIAMOND_FACETS[facet];
    const values = (params.get(facet) ?? '').split(',').filter((value) => known.includes(value));
    if (values.length > 0) advanced[facet] = [...new Set(values)];
  }
  return advanced;
}

function readProportions(params: URLSearchParams): ProportionFilters {
  const proportions: ProportionFilters = {};
  for (const key of PROPORTION_KEYS) {
    const range = readRange(params.get(PROPORTION_FILTERS[key].param));
    if (range) proportions[key] = range;
  }
  return proportions;
}

/** A link's choices; anything malformed is left out so the recipient's own state fills the gap. */
export function readSharedRing(params: URLSearchParams): SharedRing {
  const filters: Partial<DiamondFilters> = {};
  for (const key of FILTER_KEYS) {
    const range = readRange(params.get(key), key === 'carat');
    if (range) filters[key] = range;
  }
  const shape = params.get('shape');
  const sortSelection = readSortSelection(params.get('sort'));
  return {
    settingHandle: params.get('setting'),
    variant: params.get('variant'),
    settingOptions: readSettingOptions(params),
    stockNumber: params.get('stone')?.trim() || null,
    stoneType: STONE_TYPES.find((type) => type === params.get('type')) ?? null,
    shapes: shape ? shape.split(',').filter(Boolean) : null,
    filters,
    advanced: sortSelection === null ? null : readAdvanced(params),
    proportions: sortSelection === null ? null : readProportions(params),
    sortSelection,
  };
}

/**
 * The builder after opening a link: its setting (as the loader found it, when it differs from the
 * remembered one), options, filters, stone type, shapes and sort. The stone follows once the index
 * has confirmed it.
 */
export function withSharedRing(state: RingBuilderSnapshot, link: SharedRing, linkedSetting: BuilderSetting | null): RingBuilderSnapshot {
  let next = state;
  if (linkedSetting && (next.setting?.id !== linkedSetting.id || next.setting.variantId !== linkedSetting.variantId)) {
    next = withSetting(next, linkedSetting);
  }
  if (linkedSetting && Object.keys(link.settingOptions).length > 0) next = withSettingOptions(next, link.settingOptions);
  for (const [name, range] of Object.entries(link.filters)) next = withFilter(next, name as keyof DiamondFilters, range);
  if (link.stoneType) next = {...next, stoneType: link.stoneType};
  if (link.shapes) next = {...next, shapes: link.shapes};
  if (link.advanced) next = {...next, advanced: link.advanced};
  if (link.proportions) next = {...next, proportions: clampProportions(link.proportions)};
  if (link.sortSelection !== null) next = withSortSelection(next, link.sortSelection);
  return next;
}
