// Filter values from a share link or browser storage are the shopper's to bend: each is clamped to
// what its slider can show (and the carat to the chosen setting's stone range), so a URL cannot list
// stones the setting cannot hold. A carat minimum above the maximum is kept and named, not swapped.
import {CLARITY_SLIDER_MAX, COLOR_SLIDER_MAX, PRICE_FILTER_MAX_USD, PROPORTION_FILTERS} from '~/config/ring-builder';
import {PROPORTION_KEYS, sameRange, settingCaratRange, type DiamondFilters, type ProportionFilters, type Range, type StoneSizeRange} from './diamond-filters';

const clamp = (value: number, [low, high]: Range) => Math.min(Math.max(value, low), high);

/**
 * Each end of a range moved inside the bounds; an inverted range stays inverted. A range already
 * inside is returned as it is, so a filter left alone keeps its identity and its slider is not redrawn.
 */
export function clampRange(range: Range, bounds: Range): Range {
  const clamped: Range = [clamp(range[0], bounds), clamp(range[1], bounds)];
  return sameRange(clamped, range) ? range : clamped;
}

/** The bounds of each of the four filters' sliders, the carat's being the setting's stone range. */
export function filterBounds(setting: StoneSizeRange | null | undefined): DiamondFilters {
  return {carat: settingCaratRange(setting), color: [0, COLOR_SLIDER_MAX], clarity: [0, CLARITY_SLIDER_MAX], price: [0, PRICE_FILTER_MAX_USD]};
}

export function clampFilters(filters: DiamondFilters, setting: StoneSizeRange | null | undefined): DiamondFilters {
  const bounds = filterBounds(setting);
  return {
    carat: clampRange(filters.carat, bounds.carat),
    color: clampRange(filters.color, bounds.color),
    clarity: clampRange(filters.clarity, bounds.clarity),
    price: clampRange(filters.price, bounds.price),
  };
}

export function clampProportions(proportions: ProportionFilters): ProportionFilters {
  const clamped: ProportionFilters = {};
  for (const key of PROPORTION_KEYS) {
    const range = proportions[key];
    if (!range) continue;
    const {min, max} = PROPORTION_FILTERS[key];
    const [low, high] = clampRange(range, [min, max]);
    clamped[key] = low <= high ? [low, high] : [high, low];
  }
  return clamped;
}

/** What is wrong with a carat range, or null: a minimum above the maximum finds no stone. */
export function caratRangeProblem(range: Range): string | null {
  return range[0] > range[1] ? `The minimum carat (${range[0]}) is above the maximum (${range[1]}): lower the minimum or raise the maximum.` : null;
}
