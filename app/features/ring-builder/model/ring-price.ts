// The review step's prices: each part of the ring through the catalogue's discount rules (first
// matching rule, spec §3) and price calculation, and the ring's total.
import {matchDiscountPercent, type DiscountRule, type DiscountSubject} from '~/features/catalog/model/discount-rules';
import {calculatePrice, discountFraction} from '~/features/catalog/model/price';
import type {BuilderStone} from './ring-builder-snapshot';

export interface PartPrice {
  /** What the shopper pays for this part. */
  price: number;
  /** The list price, when a discount takes the price below it. */
  wasPrice: number | null;
  percentOff: number | null;
}

export interface RingPrice {
  setting: PartPrice;
  stone: PartPrice;
  total: number;
  /** The total before discounts, when any part is discounted. */
  wasTotal: number | null;
}

export interface SettingPriceInput {
  /** The chosen variant's price. */
  price: number;
  /** What the chosen options add (band width, accent stones...). */
  optionsSurcharge: number;
  subject: Omit<DiscountSubject, 'price'>;
}

/**
 * A loose stone as a discount rule sees it: the tags and type the store gives stone products
 * (`diamond`, its type, its shape).
 */
export function stoneDiscountSubject(stone: Pick<BuilderStone, 'type' | 'shape' | 'price'>): DiscountSubject {
  return {tags: ['diamond', stone.type, stone.shape], price: stone.price, fields: {type: stone.type, shape: stone.shape}};
}

/** Like the product page: the rule is matched on the variant's price, then applied to the price with options. */
function partPrice(listPrice: number, percent: number | null): PartPrice {
  if (percent === null || percent <= 0) return {price: listPrice, wasPrice: null, percentOff: null};
  return {price: Number(calculatePrice({totalPrice: listPrice}, discountFraction(percent))), wasPrice: listPrice, percentOff: percent};
}

export function ringPrice(rules: readonly DiscountRule[], setting: SettingPriceInput, stone: Pick<BuilderStone, 'type' | 'shape' | 'price'>): RingPrice {
  const settingPart = partPrice(
    setting.price + setting.optionsSurcharge,
    matchDiscountPercent(rules, {...setting.subject, price: setting.price}),
  );
  const stonePart = partPrice(stone.price, matchDiscountPercent(rules, stoneDiscountSubject(stone)));
  const total = settingPart.price + stonePart.price;
  const listTotal = (settingPart.wasPrice ?? settingPart.price) + (stonePart.wasPrice ?? stonePart.price);
  return {setting: settingPart, stone: stonePart, total, wasTotal: listTotal > total ? listTotal : null};
}
