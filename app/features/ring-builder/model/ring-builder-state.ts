// Spec §3-§5: how a stored ring builder build is checked when read back, and how stored data that fails its
// schema falls back field by field (null setting or stone, lab stone type, default filters) rather
// than throwing away the shopper's whole build. Checked by hand, not with zod: the diamond step reads
// the build as it loads (docs/decisions/0014).
import {INVALID, flag, list, nonNegative, nullable, numberPair, object, oneOf, orElse, positive, record, refine, text, type Check} from '~/ui/shape-check';
import {DIAMOND_SORT_IDS, PROPORTION_KEYS, STONE_TYPES, defaultDiamondFilters} from './diamond-filters';
import {COMPARE_MAX} from './diamond-compare';
import {diamondHit} from './diamond-hit';
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
const builderSetting: Check<BuilderSetting> = object({
  id: text,
  title: text,
  slug: text,
  variantId: text,
  price: nonNegative,
  imageUrl: nullable(text),
  // Builds stored before the metal was kept read back without it: the review asks the store again.
  metal: orElse(nullable(text), null),
  shape: nullable(text),
  stoneSizeBegin: nullable(nonNegative),
  stoneSizeEnd: nullable(nonNegative),
  /**
   * The shopper's choices of the setting's own options (ring size, engraving...), value id (or
   * text) by option id. Builds stored before options were kept read back as none chosen.
   */
  options: orElse(record(text), {}),
  /**
   * The variant (and its price) for each centre stone shape the setting is offered in, in the same
   * metal, so a stone of another shape can switch the setting to it. Builds stored before this was
   * kept read back as none, and a stone of another shape is then explained instead.
   */
  shapeVariants: orElse(record(object({variantId: text, price: nonNegative, imageUrl: orElse(nullable(text), null)})), {}),
});

/** Checks a stored stone against `BuilderStone` (ring-builder-snapshot.ts). */
const builderStone: Check<BuilderStone> = object({
  objectID: text,
  type: oneOf(STONE_TYPES),
  stockNumber: text,
  certNumber: text,
  // Stones remembered before the lab was kept show their certificate without a report link.
  lab: orElse(text, ''),
  variantId: text,
  shape: text,
  carat: positive,
  color: text,
  clarity: text,
  price: nonNegative,
  imagePath: text,
});

const range = refine(numberPair, ([min, max]) => min <= max);
// A stored carat minimum above the maximum is kept, to be shown as an error (filter-bounds.ts).
const filters = object({carat: numberPair, color: range, clarity: range, price: range});
// Exactly one of the sorts Sort By offers: a build stored when "Best match" cleared it, or with a
// sort the builder does not offer, reads back sorted by price.
const sort = list(object({id: oneOf(DIAMOND_SORT_IDS), desc: flag}), {min: 1, max: 1});
const ADVANCED_FACETS = Object.keys(ADVANCED_DIAMOND_FACETS) as (keyof typeof ADVANCED_DIAMOND_FACETS)[];

/** Each field is checked alone, so one bad field costs only that field. */
const storedSnapshot = object({
  setting: orElse(nullable(builderSetting), null),
  stone: orElse(nullable(builderStone), null),
  stoneType: orElse(oneOf(STONE_TYPES), DEFAULT_STONE_TYPE),
  shapes: orElse(list(text), []),
  filters: orElse(nullable(filters), null),
  sort: orElse(sort, DEFAULT_SORT),
  advanced: orElse(record(list(text), ADVANCED_FACETS), {}),
  proportions: orElse(record(range, PROPORTION_KEYS), {}),
  view: orElse(oneOf(RESULT_VIEWS), 'grid'),
  compared: orElse(list(diamondHit, {max: COMPARE_MAX}), []),
});

/** Stored data as the builder should start from it, or undefined when it is not a stored build at all. */
export function readRingBuilderSnapshot(value: unknown): RingBuilderSnapshot | undefined {
  const stored = storedSnapshot(value);
  if (stored === INVALID) return undefined;
  return {
    ...stored,
    filters: clampFilters(stored.filters ?? defaultDiamondFilters(stored.setting), stored.setting),
    proportions: clampProportions(stored.proportions),
  };
}

/** Stored data as the builder should start from it; anything unreadable gives the empty builder. */
export function restoreRingBuilder(stored: unknown): RingBuilderSnapshot {
  return readRingBuilderSnapshot(stored) ?? emptyRingBuilder();
}
