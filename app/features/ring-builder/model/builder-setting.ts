// Spec §3 Ring builder setting option, from a setting product as the Storefront API gives it, and
// the reverse flow's rule for which settings can hold an already chosen stone.
import {settingCaratRange} from './diamond-filters';
import type {DiscountSubject} from '~/features/catalog/model/discount-rules';
import {parseProductOptions, type ProductOption} from '~/features/catalog/model/product-options';
import {parseDays} from '~/features/catalog/model/day-count';
import type {BuilderSetting} from './ring-builder-snapshot';

export const CENTER_STONE_SHAPE_OPTION = 'Center Stone Shape';

export interface SettingProductInput {
  id: string;
  handle: string;
  title: string;
  tags: string[];
  productType: string;
  featuredImage?: {url: string} | null;
  stoneSizeBegin?: {value: string} | null;
  stoneSizeEnd?: {value: string} | null;
  variants: {
    nodes: {
      id: string;
      availableForSale: boolean;
      price: {amount: string};
      selectedOptions: {name: string; value: string}[];
    }[];
  };
}

/** A metafield number; anything unreadable counts as missing so the 0-5 default applies. */
function stoneSize(field: {value: string} | null | undefined): number | null {
  if (!field) return null;
  const value = Number(field.value);
  return field.value.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : null;
}

type SettingVariant = SettingProductInput['variants']['nodes'][number];

const shapeOf = (variant: SettingVariant) => variant.selectedOptions.find((option) => option.name === CENTER_STONE_SHAPE_OPTION)?.value ?? null;
const otherOptions = (variant: SettingVariant) =>
  variant.selectedOptions
    .filter((option) => option.name !== CENTER_STONE_SHAPE_OPTION)
    .map((option) => `${option.name}=${option.value}`)
    .join('&');

/**
 * For each shape the setting is sold in, the variant a stone of that shape switches it to: the one
 * in the chosen variant's metal when that is available, else the shape's first available variant.
 */
function shapeVariantsOf(variants: readonly SettingVariant[], chosen: SettingVariant): BuilderSetting['shapeVariants'] {
  const result: BuilderSetting['shapeVariants'] = {};
  const sameMetal = otherOptions(chosen);
  const available = variants.filter((variant) => variant.availableForSale);
  for (const variant of [...available.filter((candidate) => otherOptions(candidate) === sameMetal), ...available]) {
    const shape = shapeOf(variant);
    if (shape && !result[shape]) result[shape] = {variantId: variant.id, price: Number(variant.price.amount)};
  }
  return result;
}

/** The setting with the asked variant, else its first available (or first) one; null without variants. */
export function toBuilderSetting(product: SettingProductInput, variantId: string | null = null): BuilderSetting | null {
  const variants = product.variants.nodes;
  const variant =
    variants.find((candidate) => candidate.id === variantId) ?? variants.find((candidate) => candidate.availableForSale) ?? variants[0];
  if (!variant) return null;
  return {
    id: product.id,
    title: product.title,
    slug: product.handle,
    variantId: variant.id,
    price: Number(variant.price.amount),
    imageUrl: product.featuredImage?.url ?? null,
    shape: shapeOf(variant),
    stoneSizeBegin: stoneSize(product.stoneSizeBegin),
    stoneSizeEnd: stoneSize(product.stoneSizeEnd),
    options: {},
    shapeVariants: shapeVariantsOf(variants, variant),
  };
}

/** The shapes a setting is offered in (its Center Stone Shape values); empty when it has no such option. */
export function settingShapes(product: SettingProductInput): string[] {
  const shapes = product.variants.nodes.flatMap((variant) =>
    variant.selectedOptions.filter((option) => option.name === CENTER_STONE_SHAPE_OPTION).map((option) => option.value),
  );
  return [...new Set(shapes)];
}

/** Reverse flow: a setting fits a stone when the carat lies in its range and it comes in the stone's shape. */
export function settingFitsStone(
  setting: Pick<BuilderSetting, 'stoneSizeBegin' | 'stoneSizeEnd'>,
  shapes: readonly string[],
  stone: {carat: number; shape: string},
): boolean {
  const [min, max] = settingCaratRange(setting);
  const shapeFits = shapes.length === 0 || shapes.some((shape) => shape.toLowerCase() === stone.shape.toLowerCase());
  return stone.carat >= min && stone.carat <= max && shapeFits;
}

/** A setting as the discount rules see it (its variant's price is added where it is priced). */
export function settingDiscountSubject(product: Pick<SettingProductInput, 'tags' | 'productType' | 'title'>): Omit<DiscountSubject, 'price'> {
  return {tags: product.tags, fields: {productType: product.productType, title: product.title}};
}

export interface ReviewSettingInput extends SettingProductInput {
  storeOptions?: {value: string} | null;
  estimatedDeliveryDaysStart?: {value: string} | null;
  estimatedDeliveryDaysEnd?: {value: string} | null;
}

/** What the review step shows of a setting besides the builder's own record of it. */
export interface ReviewSetting {
  setting: BuilderSetting;
  /** The variant's own options other than the centre stone shape: the metal. */
  variantOptions: {name: string; value: string}[];
  /** The store's own options (ring size, engraving...) the shopper picks on the setting. */
  options: ProductOption[];
  shipDays: {start: number | null; end: number | null};
  discountSubject: Omit<DiscountSubject, 'price'>;
}

export function toReviewSetting(product: ReviewSettingInput, variantId: string | null): ReviewSetting | null {
  const setting = toBuilderSetting(product, variantId);
  if (!setting) return null;
  const variant = product.variants.nodes.find((candidate) => candidate.id === setting.variantId);
  return {
    setting,
    variantOptions: (variant?.selectedOptions ?? []).filter((option) => option.name !== CENTER_STONE_SHAPE_OPTION),
    options: parseProductOptions(product.storeOptions?.value),
    shipDays: {start: parseDays(product.estimatedDeliveryDaysStart?.value), end: parseDays(product.estimatedDeliveryDaysEnd?.value)},
    discountSubject: settingDiscountSubject(product),
  };
}
