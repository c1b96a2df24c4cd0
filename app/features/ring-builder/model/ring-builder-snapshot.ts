// Spec §3-§5: what the ring builder remembers, and the empty build it starts from. Kept apart from
// the schemas that check stored builds (ring-builder-state.ts), so rendering the builder does not
// need zod: the store loads those only to read a stored build back.
import {defaultDiamondFilters, type DiamondFilters, type SortEntry} from './diamond-filters';
import type {AdvancedFilters, ProportionFilters, StoneType} from './diamond-search-request';
import type {BuilderSetting, BuilderStone} from './ring-builder-state';
import {DIAMOND_SORT_ID} from '~/config/ring-builder';

export const STONE_TYPES = ['moissanite', 'natural', 'lab'] as const satisfies readonly StoneType[];
export const DEFAULT_STONE_TYPE: StoneType = 'lab';

export const RESULT_VIEWS = ['grid', 'table'] as const;
export type ResultView = (typeof RESULT_VIEWS)[number];

export interface RingBuilderSnapshot {
  setting: BuilderSetting | null;
  stone: BuilderStone | null;
  stoneType: StoneType;
  shapes: string[];
  filters: DiamondFilters;
  sort: SortEntry[];
  advanced: AdvancedFilters;
  proportions: ProportionFilters;
  /** How diamond results are laid out: cards or a table. */
  view: ResultView;
}

/** Spec §9: prices sort ascending until the shopper picks otherwise. */
export const DEFAULT_SORT: SortEntry[] = [{id: DIAMOND_SORT_ID, desc: false}];

export function emptyRingBuilder(): RingBuilderSnapshot {
  return {setting: null, stone: null, stoneType: DEFAULT_STONE_TYPE, shapes: [], filters: defaultDiamondFilters(null), sort: DEFAULT_SORT, advanced: {}, proportions: {}, view: 'grid'};
}
