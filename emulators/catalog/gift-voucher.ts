// The store's gift voucher: a Shopify gift card product (isGiftCard) with one variant per amount,
// sold on the gift voucher page (flag gfVoucherCustomPage), not in collections or search.
import {CATALOG_START, addDays} from './dates';
import type {IdAllocator} from './ids';
import {emblemImagePath} from './image-paths';
import {deliveryMetafields, storeMetafield} from './metafields';
import type {SeedProduct} from './model';
import {buildProduct} from './product-builder';
import type {Random} from './random';
import {escapeHtml, formatUsd} from './text';

export const GIFT_VOUCHER_HANDLE = 'gift-voucher';
const AMOUNTS_USD = [100, 250, 500, 1000] as const;

export function generateGiftVoucher(ids: IdAllocator, random: Random): SeedProduct {
  // Two words, so each amount's SKU part keeps all its digits (1000V, not 100).
  const label = (usd: number) => `${formatUsd(usd * 100)} voucher`;
  return buildProduct(ids, random, {
    kind: 'gift-card',
    productType: 'Gift Card',
    title: 'Aurelia Gift Voucher',
    handle: GIFT_VOUCHER_HANDLE,
    descriptionHtml: `<p>${escapeHtml('Let them choose: a voucher for anything in our store, emailed with your message and never expiring.')}</p>`,
    tags: ['gift-card'],
    createdAtMs: addDays(CATALOG_START, 4),
    options: [{name: 'Amount', values: AMOUNTS_USD.map((usd) => ({name: label(usd)}))}],
    planVariant: (selected) => {
      const usd = AMOUNTS_USD.find((amount) => label(amount) === selected.get('Amount')) ?? AMOUNTS_USD[0];
      return {priceCents: usd * 100, compareAtPriceCents: null, quantityAvailable: null, image: {path: emblemImagePath('gift-box'), altText: 'Aurelia Gift Voucher'}};
    },
    metafields: [storeMetafield.boolean('isStaticConfiguration', true), ...deliveryMetafields(0, 0)],
    totalSales: Math.round(random.lognormal(Math.log(800), 0.3)),
    skuPrefix: 'GIFT-VOUCHER',
    requiresShipping: false,
    weightGrams: 0,
  });
}
