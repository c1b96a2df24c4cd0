// The shareable ring link: the builder's choices (setting and its variant, stone, stone type,
// shapes, filters, sort) as query parameters of the review step, and back. Stock numbers stand for
// stones and handles for settings, so the recipient's page looks both up fresh.
import {SORT_HIGH_TO_LOW, SORT_LOW_TO_HIGH} from '~/config/ring-builder';
import type {DiamondFilters, Range, SortEntry} from './diamond-filters';
import type {StoneType} from './diamond-search-request';
import {STONE_TYPES, type RingBuilderSnapshot} from './ring-builder-state';

export const RING_SHARE_PATH = '/ring-builder/review';
const FILTER_KEYS = ['carat', 'color', 'clarity', 'price'] as const;

export interface SharedRing {
  settingHandle: string | null;
  variant: string | null;
  stockNumber: string | null;
  stoneType: StoneType | null;
  shapes: string[] | null;
  filters: Partial<DiamondFilters>;
  /** The Sort By label to select, or null when the link says nothing about sorting. */
  sortSelection: string | null;
}

const tail = (gid: string) => gid.slice(gid.lastIndexOf('/') + 1);

function sortParam(sort: readonly SortEntry[]): string {
  const entry = sort[0];
  if (!entry) return 'none';
  return entry.desc ? 'desc' : 'asc';
}

export function ringShareSearch(state: RingBuilderSnapshot): string {
  const params = new URLSearchParams();
  if (state.setting) {
    params.set('setting', state.setting.slug);
    params.set('variant', tail(state.setting.variantId));
  }
  if (state.stone) params.set('stone', state.stone.stockNumber);
  params.set('type', state.stoneType);
  if (state.shapes.length > 0) params.set('shape', state.shapes.join(','));
  for (const key of FILTER_KEYS) params.set(key, `${state.filters[key][0]}-${state.filters[key][1]}`);
  params.set('sort', sortParam(state.sort));
  return `?${params.toString()}`;
}

function readRange(text: string | null): Range | null {
  const match = text?.match(/^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/);
  if (!match) return null;
  const range: Range = [Number(match[1]), Number(match[2])];
  return range[0] <= range[1] ? range : null;
}

const SORT_SELECTIONS: Record<string, string> = {asc: SORT_LOW_TO_HIGH, desc: SORT_HIGH_TO_LOW, none: ''};

/** A link's choices; anything malformed is left out so the recipient's own state fills the gap. */
export function readSharedRing(params: URLSearchParams): SharedRing {
  const filters: Partial<DiamondFilters> = {};
  for (const key of FILTER_KEYS) {
    const range = readRange(params.get(key));
    if (range) filters[key] = range;
  }
  const shape = params.get('shape');
  const sort = params.get('sort');
  return {
    settingHandle: params.get('setting'),
    variant: params.get('variant'),
    stockNumber: params.get('stone')?.trim() || null,
    stoneType: STONE_TYPES.find((type) => type === params.get('type')) ?? null,
    shapes: shape ? shape.split(',').filter(Boolean) : null,
    filters,
    sortSelection: sort !== null && sort in SORT_SELECTIONS ? SORT_SELECTIONS[sort]! : null,
  };
}
