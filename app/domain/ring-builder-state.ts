// Spec §3-§5: what the ring builder remembers between visits, and how stored data that fails its
// schema falls back field by field (null setting or stone, lab stone type, default filters) rather
// than throwing away the shopper's whole build.
import {z} from 'zod';
import {defaultDiamondFilters, type DiamondFilters, type SortEntry} from './diamond-filters';
import {PROPORTION_KEYS, type AdvancedFilters, type ProportionFilters, type StoneType} from './diamond-search-request';
import {ADVANCED_DIAMOND_FACETS, DIAMOND_SORT_ID} from '~/config/ring-builder';

export const STONE_TYPES = ['moissanite', 'natural', 'lab'] as const satisfies readonly StoneType[];
export const DEFAULT_STONE_TYPE: StoneType = 'lab';

/** Spec §3 Ring builder setting option: the part the builder keeps. */
export const builderSettingSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  variantId: z.string(),
  price: z.number().nonnegative(),
  imageUrl: z.string().nullable(),
  shape: z.string().nullable(),
  stoneSizeBegin: z.number().nonnegative().nullable(),
  stoneSizeEnd: z.number().nonnegative().nullable(),
  /**
   * The shopper's choices of the setting's own options (ring size, engraving...), value id (or
   * text) by option id. Builds stored before options were kept read back as none chosen.
   */
  options: z.record(z.string(), z.string()).catch({}),
  /**
   * The variant (and its price) for each centre stone shape the setting is offered in, in the same
   * metal, so a stone of another shape can switch the setting to it. Builds stored before this was
   * kept read back as none, and a stone of another shape is then explained instead.
   */
  shapeVariants: z.record(z.string(), z.object({variantId: z.string(), price: z.number().nonnegative()})).catch({}),
});
export type BuilderSetting = z.infer<typeof builderSettingSchema>;

/** Spec §3 Stone, with the grades the progress header and review show. */
export const builderStoneSchema = z.object({
  objectID: z.string(),
  type: z.enum(STONE_TYPES),
  stockNumber: z.string(),
  certNumber: z.string(),
  variantId: z.string(),
  shape: z.string(),
  carat: z.number().positive(),
  color: z.string(),
  clarity: z.string(),
  price: z.number().nonnegative(),
  imagePath: z.string(),
});
export type BuilderStone = z.infer<typeof builderStoneSchema>;

const rangeSchema = z.tuple([z.number(), z.number()]).refine(([min, max]) => min <= max);
const filtersSchema = z.object({carat: rangeSchema, color: rangeSchema, clarity: rangeSchema, price: rangeSchema});
const sortSchema = z.array(z.object({id: z.literal(DIAMOND_SORT_ID), desc: z.boolean()})).max(1);

const advancedFacet = z.enum(Object.keys(ADVANCED_DIAMOND_FACETS) as [keyof typeof ADVANCED_DIAMOND_FACETS]);
const advancedSchema = z.partialRecord(advancedFacet, z.array(z.string()));
const proportionsSchema = z.partialRecord(z.enum(PROPORTION_KEYS as [ProportionKeyName, ...ProportionKeyName[]]), rangeSchema);
type ProportionKeyName = (typeof PROPORTION_KEYS)[number];

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

/** Each field is checked alone, so one bad field costs only that field. */
export const ringBuilderSnapshotSchema = z
  .object({
    setting: builderSettingSchema.nullable().catch(null),
    stone: builderStoneSchema.nullable().catch(null),
    stoneType: z.enum(STONE_TYPES).catch(DEFAULT_STONE_TYPE),
    shapes: z.array(z.string()).catch([]),
    filters: filtersSchema.nullable().catch(null),
    sort: sortSchema.catch(DEFAULT_SORT),
    advanced: advancedSchema.catch({}),
    proportions: proportionsSchema.catch({}),
    view: z.enum(RESULT_VIEWS).catch('grid'),
  })
  .transform(
    (stored): RingBuilderSnapshot => ({
      ...stored,
      filters: stored.filters ?? defaultDiamondFilters(stored.setting),
    }),
  );

/** Stored data as the builder should start from it; anything unreadable gives the empty builder. */
export function restoreRingBuilder(stored: unknown): RingBuilderSnapshot {
  const parsed = ringBuilderSnapshotSchema.safeParse(stored);
  return parsed.success ? parsed.data : emptyRingBuilder();
}
