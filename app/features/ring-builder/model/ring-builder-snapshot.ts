// Spec §3-§5: what the ring builder remembers, and the empty build it starts from. Kept apart from
// the schemas that check stored builds (ring-builder-state.ts), so rendering the builder does not
// need zod: the store loads those only to read a stored build back.
import {defaultDiamondFilters, type AdvancedFilters, type DiamondFilters, type ProportionFilters, type SortEntry, type StoneType} from './diamond-filters';
import type {DiamondHit} from './diamond-hit';
import {DIAMOND_SORT_ID} from '~/config/ring-builder';

/** Spec §3 Ring builder setting option: the part the builder keeps. */
export interface BuilderSetting {
  id: string;
  title: string;
  slug: string;
  variantId: string;
  price: number;
  /** The variant's own image (the setting in its metal), else the product's. */
  imageUrl: string | null;
  /** The variant's Metal option value, null when the setting has no metal option. */
  metal: string | null;
  shape: string | null;
  stoneSizeBegin: number | null;
  stoneSizeEnd: number | null;
  /** The shopper's choices of the setting's own options (ring size, engraving...), value id (or text) by option id. */
  options: Record<string, string>;
  /** The variant (its price and image) for each centre stone shape the setting is offered in, in the same metal. */
  shapeVariants: Record<string, {variantId: string; price: number; imageUrl: string | null}>;
}

/** Spec §3 Stone, with the grades the progress header and review show. */
export interface BuilderStone {
  objectID: string;
  type: StoneType;
  stockNumber: string;
  certNumber: string;
  /** The grading lab of the certificate ('' when unknown). */
  lab: string;
  variantId: string;
  shape: string;
  carat: number;
  color: string;
  clarity: string;
  price: number;
  imagePath: string;
}

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
  /** Stones chosen to compare (up to four), kept with the build so a reload keeps them. */
  compared: DiamondHit[];
}

/** Spec §9: prices sort ascending until the shopper picks otherwise. */
export const DEFAULT_SORT: SortEntry[] = [{id: DIAMOND_SORT_ID, desc: false}];

export function emptyRingBuilder(): RingBuilderSnapshot {
  return {setting: null, stone: null, stoneType: DEFAULT_STONE_TYPE, shapes: [], filters: defaultDiamondFilters(null), sort: DEFAULT_SORT, advanced: {}, proportions: {}, view: 'grid', compared: []};
}
