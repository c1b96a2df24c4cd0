// "Complete ring from $X" on a setting card: the setting plus the cheapest stone that fits it (one
// of its centre-stone shapes, within its carat range, of the stone type), priced exactly as the
// review prices that ring (ringPrice: each part through the discount rules), so the card's figure
// is what the review then charges.
import type {DiscountRule, DiscountSubject} from '~/features/catalog/model/discount-rules';
import {settingCaratRange, STONE_TYPES, type StoneType} from './diamond-filters';
import type {BuilderSetting} from './ring-builder-snapshot';
import {ringPrice} from './ring-price';
import {settingShapeFit} from './setting-shape-fit';
import {diamondIndexFor} from './diamond-search-request';

const CHEAPEST_FIRST_INDEX = diamondIndexFor([{id: 'total_sales_price', desc: false}]);

/** The part of a stone the figure needs. */
export interface CheapestStone {
  type: StoneType;
  shape: string;
  price: number;
}

export interface CompleteRingSetting {
  setting: BuilderSetting;
  /** The centre stone shapes it is made for; empty when it has no shape option (any shape fits). */
  shapes: readonly string[];
  discountSubject: Omit<DiscountSubject, 'price'>;
}

/** One price-sorted search, shared by every setting with the same shapes and carat range. */
export interface CheapestStoneSearch {
  key: string;
  indexName: string;
  params: {numericFilters: string[]; facetFilters: string[][]; hitsPerPage: number; attributesToRetrieve: string[]};
}

/** Per stone type, the ring's "from" total; null when no stone of that type fits. */
export type CompleteRingPrices = Partial<Record<StoneType, number | null>>;

function searchFor(setting: BuilderSetting, shapes: readonly string[], type: StoneType): CheapestStoneSearch {
  const [min, max] = settingCaratRange(setting);
  const facetFilters = [[`type:${type}`]];
  if (shapes.length > 0) facetFilters.push([...shapes].sort().map((shape) => `shape:${shape}`));
  const numericFilters = [`carat:${min} TO ${max}`];
  return {
    key: JSON.stringify([numericFilters, facetFilters]),
    indexName: CHEAPEST_FIRST_INDEX,
    params: {numericFilters, facetFilters, hitsPerPage: 1, attributesToRetrieve: ['type', 'shape', 'total_sales_price']},
  };
}

/** The searches for a page of settings, each asked once: every stone type for each distinct shapes and carat range. */
export function cheapestStoneSearches(settings: readonly Pick<CompleteRingSetting, 'setting' | 'shapes'>[]): CheapestStoneSearch[] {
  const searches = new Map<string, CheapestStoneSearch>();
  for (const {setting, shapes} of settings) {
    for (const type of STONE_TYPES) {
      const search = searchFor(setting, shapes, type);
      if (!searches.has(search.key)) searches.set(search.key, search);
    }
  }
  return [...searches.values()];
}

/**
 * The ring the review would price for this setting with this stone: the setting switched to its
 * variant for the stone's shape (as choosing the stone does), no paid options, the discount rules
 * applied to each part.
 */
export function completeRingTotal(rules: readonly DiscountRule[], choice: CompleteRingSetting, stone: CheapestStone): number {
  const fit = settingShapeFit(choice.setting, stone.shape);
  const setting = fit.kind === 'switch' ? fit.setting : choice.setting;
  return ringPrice(rules, {price: setting.price, optionsSurcharge: 0, subject: choice.discountSubject}, stone).total;
}

/** Each stone type's figure for a setting, from the answers of `cheapestStoneSearches` by key. */
export function completeRingPrices(
  rules: readonly DiscountRule[],
  choice: CompleteRingSetting,
  cheapestByKey: ReadonlyMap<string, CheapestStone | null>,
): CompleteRingPrices {
  const prices: CompleteRingPrices = {};
  for (const type of STONE_TYPES) {
    const key = searchFor(choice.setting, choice.shapes, type).key;
    if (!cheapestByKey.has(key)) continue;
    const stone = cheapestByKey.get(key);
    prices[type] = stone ? completeRingTotal(rules, choice, stone) : null;
  }
  return prices;
}
