// Loads setting products for the ring builder and reshapes them into the builder's own types, so
// routes never walk the Storefront API's nodes.
import type {Storefront} from '@shopify/hydrogen';
import {RING_BUILDER_SETTING_QUERY, RING_BUILDER_SETTINGS_QUERY} from '~graphql/ring-builder';
import {
  settingDiscountSubject,
  settingMetals,
  settingShapes,
  toBuilderSetting,
  variantInMetal,
  toReviewSetting,
  type ReviewSetting,
  type SettingProductInput,
} from '~/features/ring-builder/model/builder-setting';
import type {BuilderSetting} from '~/features/ring-builder/model/ring-builder-snapshot';
import type {DiscountSubject} from '~/features/catalog/model/discount-rules';

/** The collection whose products are the builder's settings (`/shop/collections/engagement-rings/settings`). */
export const SETTINGS_COLLECTION_HANDLE = 'settings';

export interface SettingChoice {
  setting: BuilderSetting;
  shapes: string[];
  discountSubject: Omit<DiscountSubject, 'price'>;
}

function toChoice(product: SettingProductInput, metal: string | null): SettingChoice | null {
  const setting = toBuilderSetting(product, variantInMetal(product, metal));
  return setting ? {setting, shapes: settingShapes(product), discountSubject: settingDiscountSubject(product)} : null;
}

export interface SettingChoices {
  choices: SettingChoice[];
  /** Every metal the settings come in, and the one asked for when it is one of them. */
  metals: string[];
  metal: string | null;
}

/** The settings, each in the asked metal where it is sold in it (else its first variant on sale). */
export async function loadSettingChoices(storefront: Storefront, askedMetal: string | null = null): Promise<SettingChoices> {
  const {collection} = await storefront.query(RING_BUILDER_SETTINGS_QUERY, {
    variables: {handle: SETTINGS_COLLECTION_HANDLE},
    cache: storefront.CacheShort(),
  });
  const products = collection?.products.nodes ?? [];
  const metals = settingMetals(products);
  // Only a metal the store sells is read from the URL; anything else shows each setting as it comes.
  const metal = askedMetal && metals.includes(askedMetal) ? askedMetal : null;
  return {choices: products.flatMap((product) => toChoice(product, metal) ?? []), metals, metal};
}

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

/** A setting with its review details (options, ship days, discount fields); null for an unknown handle. */
export async function loadReviewSetting(storefront: Storefront, handle: string, variantId: string | null): Promise<ReviewSetting | null> {
  if (!HANDLE.test(handle)) return null;
  const {product} = await storefront.query(RING_BUILDER_SETTING_QUERY, {variables: {handle}, cache: storefront.CacheShort()});
  return product ? toReviewSetting(product, variantId) : null;
}

/** The setting a product page sent the shopper in with; null for an unknown handle. */
export async function loadSetting(storefront: Storefront, handle: string, variantId: string | null): Promise<BuilderSetting | null> {
  return (await loadReviewSetting(storefront, handle, variantId))?.setting ?? null;
}
