// Spec §4 ring builder transitions, pure so the store stays a thin shell over them.
import {defaultDiamondFilters, sortForSelection, type AdvancedFacet, type DiamondFilters, type ProportionKey, type Range} from './diamond-filters';
import type {BuilderSetting, BuilderStone, ResultView, RingBuilderSnapshot} from './ring-builder-snapshot';
import {toggleCompared} from './diamond-compare';
import type {DiamondHit} from './diamond-hit';
import {clampFilters} from './filter-bounds';
import {settingShapeFit} from './setting-shape-fit';
import {canonicalShape} from './stone-shapes';

/**
 * Choosing a setting resets the diamond filters to the defaults its stone size range implies, and
 * the shape filter to the setting's centre stone shape, so the diamonds shown are ones it holds.
 */
export function withSetting(state: RingBuilderSnapshot, setting: BuilderSetting): RingBuilderSnapshot {
  const shapes = setting.shape === null ? state.shapes : [canonicalShape(setting.shape) ?? setting.shape];
  return {...state, setting, filters: defaultDiamondFilters(setting), shapes};
}

/** A stone of another shape than the setting's variant switches the setting to its variant for that shape, when it has one. */
export function withStone(state: RingBuilderSnapshot, stone: BuilderStone): RingBuilderSnapshot {
  const fit = state.setting ? settingShapeFit(state.setting, stone.shape) : null;
  return {...state, setting: fit?.kind === 'switch' ? fit.setting : state.setting, stone, stoneType: stone.type};
}

/**
 * A filter held to its slider's bounds (the carat to the setting's stone range). A carat minimum
 * above the maximum stays as asked, to be shown as an error; the sliders' own ranges cannot invert.
 */
export function withFilter(state: RingBuilderSnapshot, key: keyof DiamondFilters, range: Range): RingBuilderSnapshot {
  const ordered: Range = key === 'carat' || range[0] <= range[1] ? range : [range[1], range[0]];
  return {...state, filters: clampFilters({...state.filters, [key]: ordered}, state.setting)};
}

/** Clear all: the four filters back to the defaults of the chosen setting (0-5 carat without one), no advanced filters. */
export function withFiltersCleared(state: RingBuilderSnapshot): RingBuilderSnapshot {
  return {...state, filters: defaultDiamondFilters(state.setting), advanced: {}, proportions: {}};
}

/** A proportion range, or null to stop filtering on it. */
export function withProportion(state: RingBuilderSnapshot, key: ProportionKey, range: Range | null): RingBuilderSnapshot {
  const {[key]: _dropped, ...rest} = state.proportions;
  if (!range) return {...state, proportions: rest};
  const ordered: Range = range[0] <= range[1] ? range : [range[1], range[0]];
  return {...state, proportions: {...rest, [key]: ordered}};
}

/**
 * Another variant of the chosen setting (its metal, on the review): the variant, price and image
 * change; the shopper's option choices, the stone and the filters (one stone range per setting) stay.
 */
export function withSettingVariant(state: RingBuilderSnapshot, variant: BuilderSetting): RingBuilderSnapshot {
  if (!state.setting || state.setting.id !== variant.id) return state;
  return {...state, setting: {...variant, options: state.setting.options}};
}

/** The setting's own option choices; the diamond filters stay as they are. */
export function withSettingOptions(state: RingBuilderSnapshot, options: Readonly<Record<string, string>>): RingBuilderSnapshot {
  return state.setting ? {...state, setting: {...state.setting, options: {...options}}} : state;
}

export function withView(state: RingBuilderSnapshot, view: ResultView): RingBuilderSnapshot {
  return {...state, view};
}

export function withAdvancedToggled(state: RingBuilderSnapshot, facet: AdvancedFacet, value: string): RingBuilderSnapshot {
  const chosen = state.advanced[facet] ?? [];
  const next = chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value];
  return {...state, advanced: {...state.advanced, [facet]: next}};
}

export function withShapeToggled(state: RingBuilderSnapshot, shape: string): RingBuilderSnapshot {
  const shapes = state.shapes.includes(shape) ? state.shapes.filter((s) => s !== shape) : [...state.shapes, shape];
  return {...state, shapes};
}

export function withSortSelection(state: RingBuilderSnapshot, selection: string): RingBuilderSnapshot {
  return {...state, sort: sortForSelection(selection)};
}

/**
 * Spec §2: the reset action clears setting and stone, and the shape they set (issue 19: a shopper
 * starting over must see every shape again). The carat filter is the setting's stone size range
 * (spec §4), so without a setting it goes back to 0-5; colour, clarity, price and the rest stay.
 */
export function withReset(state: RingBuilderSnapshot): RingBuilderSnapshot {
  return {...state, setting: null, stone: null, shapes: [], filters: {...state.filters, carat: defaultDiamondFilters(null).carat}};
}

/** Adds a stone to compare or takes it away (at most four; the compare rule is diamond-compare.ts's). */
export function withComparedToggled(state: RingBuilderSnapshot, hit: DiamondHit): RingBuilderSnapshot {
  return {...state, compared: toggleCompared(state.compared, hit)};
}
