/** Spec §1: currency USD, storefront country US, language EN. */
export const STORE_CURRENCY = 'USD';
export const STORE_COUNTRY = 'US';
export const STORE_LANGUAGE = 'EN';

/** Metafield namespace of the store's own product fields (ship estimates, stone size range). */
export const STORE_METAFIELD_NAMESPACE = 'store';
