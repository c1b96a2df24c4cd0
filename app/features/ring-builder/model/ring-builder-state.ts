// Spec §3-§5: how a stored ring builder build is checked when read back, and how stored data that fails its
// schema falls back field by field (null setting or stone, lab stone type, default filters) rather
// than throwing away the shopper's whole build. zod/mini, not zod: the diamond step reads the build
// as it loads, and zod's full build is slower to evaluate (ADR 0014).
import * as z from 'zod/mini';
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

const nonnegative = () => z.number().check(z.nonnegative());

/** Checks a stored setting against `BuilderSetting` (ring-builder-snapshot.ts). */
export const builderSettingSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  variantId: z.string(),
  price: nonnegative(),
  imageUrl: z.nullable(z.string()),
  // Builds stored before the metal was kept read back without it: the review asks the store again.
  metal: z.catch(z.nullable(z.string()), null),
  shape: z.nullable(z.string()),
  stoneSizeBegin: z.nullable(nonnegative()),
  stoneSizeEnd: z.nullable(nonnegative()),
  /**
   * The shopper's choices of the setting's own options (ring size, engraving...), value id (or
   * text) by option id. Builds stored before options were kept read back as none chosen.
   */
  options: z.catch(z.record(z.string(), z.string()), {}),
  /**
   * The variant (and its price) for each centre stone shape the setting is offered in, in the same
   * metal, so a stone of another shape can switch the setting to it. Builds stored before this was
   * kept read back as none, and a stone of another shape is then explained instead.
   */
  shapeVariants: z.catch(z.record(z.string(), z.object({variantId: z.string(), price: nonnegative(), imageUrl: z.catch(z.nullable(z.string()), null)})), {}),
}) satisfies z.ZodMiniType<BuilderSetting>;

/** Checks a stored stone against `BuilderStone` (ring-builder-snapshot.ts). */
export const builderStoneSchema = z.object({
  objectID: z.string(),
  type: z.enum(STONE_TYPES),
  stockNumber: z.string(),
  certNumber: z.string(),
  // Stones remembered before the lab was kept show their certificate without a report link.
  lab: z.catch(z.string(), ''),
  variantId: z.string(),
  shape: z.string(),
  carat: z.number().check(z.positive()),
  color: z.string(),
  clarity: z.string(),
  price: nonnegative(),
  imagePath: z.string(),
}) satisfies z.ZodMiniType<BuilderStone>;

const rangeSchema = z.tuple([z.number(), z.number()]).check(z.refine(([min, max]) => min <= max));
// A stored carat minimum above the maximum is kept, to be shown as an error (filter-bounds.ts).
const filtersSchema = z.object({carat: z.tuple([z.number(), z.number()]), color: rangeSchema, clarity: rangeSchema, price: rangeSchema});
// Exactly one of the sorts Sort By offers: a build stored when "Best match" cleared it, or with a
// sort the builder does not offer, reads back sorted by price.
const sortSchema = z.array(z.object({id: z.enum(DIAMOND_SORT_IDS), desc: z.boolean()})).check(z.length(1));

const advancedFacet = z.enum(Object.keys(ADVANCED_DIAMOND_FACETS) as [keyof typeof ADVANCED_DIAMOND_FACETS]);
const advancedSchema = z.partialRecord(advancedFacet, z.array(z.string()));
const proportionsSchema = z.partialRecord(z.enum(PROPORTION_KEYS as [ProportionKeyName, ...ProportionKeyName[]]), rangeSchema);
type ProportionKeyName = (typeof PROPORTION_KEYS)[number];

/** Each field is checked alone, so one bad field costs only that field. */
export const ringBuilderSnapshotSchema = z.pipe(
  z.object({
    setting: z.catch(z.nullable(builderSettingSchema), null),
    stone: z.catch(z.nullable(builderStoneSchema), null),
    stoneType: z.catch(z.enum(STONE_TYPES), DEFAULT_STONE_TYPE),
    shapes: z.catch(z.array(z.string()), []),
    filters: z.catch(z.nullable(filtersSchema), null),
    sort: z.catch(sortSchema, DEFAULT_SORT),
    advanced: z.catch(advancedSchema, {}),
    proportions: z.catch(proportionsSchema, {}),
    view: z.catch(z.enum(RESULT_VIEWS), 'grid'),
    compared: z.catch(z.array(diamondHitSchema).check(z.maxLength(COMPARE_MAX)), []),
  }),
  z.transform(
    (stored): RingBuilderSnapshot => ({
      ...stored,
      filters: clampFilters(stored.filters ?? defaultDiamondFilters(stored.setting), stored.setting),
      proportions: clampProportions(stored.proportions),
    }),
  ),
);

/** Stored data as the builder should start from it; anything unreadable gives the empty builder. */
export function restoreRingBuilder(stored: unknown): RingBuilderSnapshot {
  const parsed = ringBuilderSnapshotSchema.safeParse(stored);
  return parsed.success ? parsed.data : emptyRingBuilder();
}
