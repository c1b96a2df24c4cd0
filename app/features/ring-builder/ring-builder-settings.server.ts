// Loads setting products for the ring builder and reshapes them into the builder's own types, so
// routes never walk the Storefront API's nodes.
import type {Storefront} from '@shopify/hydrogen';
import {RING_BUILDER_SETTING_QUERY, RING_BUILDER_SETTINGS_QUERY} from '~graphql/ring-builder';
import {
  settingDiscountSubject,
  settingShapes,
  toBuilderSetting,
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

function toChoice(product: SettingProductInput): SettingChoice | null {
  const setting = toBuilderSetting(product);
  return setting ? {setting, shapes: settingShapes(product), discountSubject: settingDiscountSubject(product)} : null;
}

export async function loadSettingChoices(storefront: Storefront): Promise<SettingChoice[]> {
  const {collection} = await storefront.query(RING_BUILDER_SETTINGS_QUERY, {
    variables: {handle: SETTINGS_COLLECTION_HANDLE},
    cache: storefront.CacheShort(),
  });
  return (collection?.products.nodes ?? []).flatMap((product) => toChoice(product) ?? []);
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
