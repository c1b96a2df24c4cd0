// Spec §3 Ring builder setting option, from a setting product as the Storefront API gives it, and
// the reverse flow's rule for which settings can hold an already chosen stone.
import {CENTER_STONE_SHAPE_OPTION, METAL_OPTION} from '~/config/product';
import {settingCaratRange} from './diamond-filters';
import type {DiscountSubject} from '~/features/catalog/model/discount-rules';
import {parseProductOptions, type ProductOption} from '~/features/catalog/model/product-options';
import {parseDays} from '~/features/catalog/model/day-count';
import type {BuilderSetting} from './ring-builder-snapshot';

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
      image?: {url: string} | null;
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

const optionOf = (variant: SettingVariant, name: string) => variant.selectedOptions.find((option) => option.name === name)?.value ?? null;
const shapeOf = (variant: SettingVariant) => optionOf(variant, CENTER_STONE_SHAPE_OPTION);
const metalOf = (variant: SettingVariant) => optionOf(variant, METAL_OPTION);
/** A variant's own photograph (the setting in its metal and shape), else the product's. */
const imageOf = (product: SettingProductInput, variant: SettingVariant) => variant.image?.url ?? product.featuredImage?.url ?? null;
const otherOptions = (variant: SettingVariant) =>
  variant.selectedOptions
    .filter((option) => option.name !== CENTER_STONE_SHAPE_OPTION)
    .map((option) => `${option.name}=${option.value}`)
    .join('&');

/**
 * For each shape the setting is sold in, the variant a stone of that shape switches it to: the one
 * in the chosen variant's metal when that is available, else the shape's first available variant.
 */
function shapeVariantsOf(product: SettingProductInput, chosen: SettingVariant): BuilderSetting['shapeVariants'] {
  const variants = product.variants.nodes;
  const result: BuilderSetting['shapeVariants'] = {};
  const sameMetal = otherOptions(chosen);
  const available = variants.filter((variant) => variant.availableForSale);
  for (const variant of [...available.filter((candidate) => otherOptions(candidate) === sameMetal), ...available]) {
    const shape = shapeOf(variant);
    if (shape && !result[shape]) result[shape] = {variantId: variant.id, price: Number(variant.price.amount), imageUrl: imageOf(product, variant)};
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
    imageUrl: imageOf(product, variant),
    metal: metalOf(variant),
    shape: shapeOf(variant),
    stoneSizeBegin: stoneSize(product.stoneSizeBegin),
    stoneSizeEnd: stoneSize(product.stoneSizeEnd),
    options: {},
    shapeVariants: shapeVariantsOf(product, variant),
  };
}

/** The metals the settings are offered in (their Metal values), in the order the store lists them. */
export function settingMetals(products: readonly SettingProductInput[]): string[] {
  return [...new Set(products.flatMap((product) => product.variants.nodes.map(metalOf)))].filter((metal): metal is string => metal !== null);
}

/** The setting's first variant on sale in a metal; null when it has none (its own first variant then applies). */
export function variantInMetal(product: SettingProductInput, metal: string | null): string | null {
  if (!metal) return null;
  return product.variants.nodes.find((variant) => variant.availableForSale && metalOf(variant) === metal)?.id ?? null;
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

/** One metal the setting can be had in, in the chosen shape: the builder's record of that variant. */
export interface MetalChoice {
  metal: string;
  setting: BuilderSetting;
  variantOptions: {name: string; value: string}[];
}

/** What the review step shows of a setting besides the builder's own record of it. */
export interface ReviewSetting {
  setting: BuilderSetting;
  /** The variant's own options other than the centre stone shape: the metal. */
  variantOptions: {name: string; value: string}[];
  /** The metals on sale in the variant's shape, in the store's order (empty without a Metal option). */
  metalChoices: MetalChoice[];
  /** The store's own options (ring size, engraving...) the shopper picks on the setting. */
  options: ProductOption[];
  shipDays: {start: number | null; end: number | null};
  discountSubject: Omit<DiscountSubject, 'price'>;
}

const variantOptionsOf = (variant: SettingVariant | undefined) =>
  (variant?.selectedOptions ?? []).filter((option) => option.name !== CENTER_STONE_SHAPE_OPTION);

/** For each metal (in the order the variants come), the available variant in the chosen one's shape. */
function metalChoicesOf(product: SettingProductInput, chosen: SettingVariant): MetalChoice[] {
  const available = product.variants.nodes.filter((variant) => variant.availableForSale && shapeOf(variant) === shapeOf(chosen));
  const metals = [...new Set(product.variants.nodes.map(metalOf))].filter((metal): metal is string => metal !== null);
  return metals.flatMap((metal) => {
    const variant = metal === metalOf(chosen) ? chosen : available.find((candidate) => metalOf(candidate) === metal);
    const setting = variant ? toBuilderSetting(product, variant.id) : null;
    return variant && setting ? [{metal, setting, variantOptions: variantOptionsOf(variant)}] : [];
  });
}

/**
 * The review details for another variant of the same setting: a metal the details offer changes
 * only the variant's own part, so choosing one needs no new request. Null when it is not offered.
 */
export function reviewSettingFor(details: ReviewSetting, settingId: string, variantId: string): ReviewSetting | null {
  if (details.setting.id !== settingId) return null;
  if (details.setting.variantId === variantId) return details;
  const choice = details.metalChoices.find((candidate) => candidate.setting.variantId === variantId);
  return choice ? {...details, setting: choice.setting, variantOptions: choice.variantOptions} : null;
}

export function toReviewSetting(product: ReviewSettingInput, variantId: string | null): ReviewSetting | null {
  const setting = toBuilderSetting(product, variantId);
  if (!setting) return null;
  const variant = product.variants.nodes.find((candidate) => candidate.id === setting.variantId);
  return {
    setting,
    variantOptions: variantOptionsOf(variant),
    metalChoices: variant ? metalChoicesOf(product, variant) : [],
    options: parseProductOptions(product.storeOptions?.value),
    shipDays: {start: parseDays(product.estimatedDeliveryDaysStart?.value), end: parseDays(product.estimatedDeliveryDaysEnd?.value)},
    discountSubject: settingDiscountSubject(product),
  };
}
