// Metafields in the storefront's own namespace (`store`), typed as Shopify types them.
import type {SeedMetafield} from './model';

export const STORE_NAMESPACE = 'store';

export const storeMetafield = {
  integer: (key: string, value: number): SeedMetafield => ({
    namespace: STORE_NAMESPACE,
    key,
    type: 'number_integer',
    value: String(Math.round(value)),
  }),
  decimal: (key: string, value: number): SeedMetafield => ({
    namespace: STORE_NAMESPACE,
    key,
    type: 'number_decimal',
    value: value.toFixed(2),
  }),
  boolean: (key: string, value: boolean): SeedMetafield => ({
    namespace: STORE_NAMESPACE,
    key,
    type: 'boolean',
    value: String(value),
  }),
  text: (key: string, value: string): SeedMetafield => ({
    namespace: STORE_NAMESPACE,
    key,
    type: 'single_line_text_field',
    value,
  }),
  json: (key: string, value: unknown): SeedMetafield => ({
    namespace: STORE_NAMESPACE,
    key,
    type: 'json',
    value: JSON.stringify(value),
  }),
};

/** Every product carries a delivery window; the cart and the ship-date notice read it. */
export function deliveryMetafields(startDays: number, endDays: number): SeedMetafield[] {
  return [
    storeMetafield.integer('estimatedDeliveryDaysStart', startDays),
    storeMetafield.integer('estimatedDeliveryDaysEnd', endDays),
  ];
}

export function findMetafield(
  metafields: readonly SeedMetafield[],
  key: string,
  namespace = STORE_NAMESPACE,
): SeedMetafield | undefined {
  return metafields.find((m) => m.namespace === namespace && m.key === key);
}
