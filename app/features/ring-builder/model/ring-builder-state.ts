// Spec §3-§5: how a stored ring builder build is checked when read back, and how stored data that fails its
// schema falls back field by field (null setting or stone, lab stone type, default filters) rather
// than throwing away the shopper's whole build.
import {z} from 'zod';
import {DIAMOND_SORT_IDS, PROPORTION_KEYS, STONE_TYPES, defaultDiamondFilters} from './diamond-filters';
import {COMPARE_MAX} from './diamond-compare';
import {diamondHitSchema} from './diamond-hit';
import {clampFilters, clampProportions} from './filter-bounds';
import {
  DEFAULT_SORT,
  DEFAULT_STONE_TYPE,
  RESULT_VIEWS,
  emptyRingBuilder,
  type BuilderSetting,
  type BuilderStone,
  type RingBuilderSnapshot,
} from './ring-builder-snapshot';
import {ADVANCED_DIAMOND_FACETS} from '~/config/ring-builder';

/** Checks a stored setting against `BuilderSetting` (ring-builder-snapshot.ts). */
export const builderSettingSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  variantId: z.string(),
  price: z.number().nonnegative(),
  imageUrl: z.string().nullable(),
  // Builds stored before the metal was kept read back without it: the review asks the store again.
  metal: z.string().nullable().catch(null),
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
  shapeVariants: z
    .record(z.string(), z.object({variantId: z.string(), price: z.number().nonnegative(), imageUrl: z.string().nullable().catch(null)}))
    .catch({}),
}) satisfies z.ZodType<BuilderSetting>;

/** Checks a stored stone against `BuilderStone` (ring-builder-snapshot.ts). */
export const builderStoneSchema = z.object({
  objectID: z.string(),
  type: z.enum(STONE_TYPES),
  stockNumber: z.string(),
  certNumber: z.string(),
  // Stones remembered before the lab was kept show their certificate without a report link.
  lab: z.string().catch(''),
  variantId: z.string(),
  shape: z.string(),
  carat: z.number().positive(),
  color: z.string(),
  clarity: z.string(),
  price: z.number().nonnegative(),
  imagePath: z.string(),
}) satisfies z.ZodType<BuilderStone>;

const rangeSchema = z.tuple([z.number(), z.number()]).refine(([min, max]) => min <= max);
// A stored carat minimum above the maximum is kept, to be shown as an error (filter-bounds.ts).
const filtersSchema = z.object({carat: z.tuple([z.number(), z.number()]), color: rangeSchema, clarity: rangeSchema, price: rangeSchema});
// Exactly one of the sorts Sort By offers: a build stored when "Best match" cleared it, or with a
// sort the builder does not offer, reads back sorted by price.
const sortSchema = z.array(z.object({id: z.enum(DIAMOND_SORT_IDS), desc: z.boolean()})).length(1);

const advancedFacet = z.enum(Object.keys(ADVANCED_DIAMOND_FACETS) as [keyof typeof ADVANCED_DIAMOND_FACETS]);
const advancedSchema = z.partialRecord(advancedFacet, z.array(z.string()));
const proportionsSchema = z.partialRecord(z.enum(PROPORTION_KEYS as [ProportionKeyName, ...ProportionKeyName[]]), rangeSchema);
type ProportionKeyName = (typeof PROPORTION_KEYS)[number];

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
    compared: z.array(diamondHitSchema).max(COMPARE_MAX).catch([]),
  })
  .transform(
    (stored): RingBuilderSnapshot => ({
      ...stored,
      filters: clampFilters(stored.filters ?? defaultDiamondFilters(stored.setting), stored.setting),
      proportions: clampProportions(stored.proportions),
    }),
  );

/** Stored data as the builder should start from it; anything unreadable gives the empty builder. */
export function restoreRingBuilder(stored: unknown): RingBuilderSnapshot {
  const parsed = ringBuilderSnapshotSchema.safeParse(stored);
  return parsed.success ? parsed.data : emptyRingBuilder();
}
