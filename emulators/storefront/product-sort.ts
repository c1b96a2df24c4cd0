// Sort orders of `products(sortKey)` and `collection.products(sortKey)`. Ties break on id so that
// cursors stay stable between pages.
import type {SeedCollection, SeedProduct} from '../catalog/model';
import {minPriceCents} from './catalog-index';

type Compare = (a: SeedProduct, b: SeedProduct) => number;

function numericId(product: SeedProduct): number {
  return Number(product.id.split('/').pop());
}

const byId: Compare = (a, b) => numericId(a) - numericId(b);
const byTitle: Compare = (a, b) => a.title.localeCompare(b.title, 'en');
const byPrice: Compare = (a, b) => minPriceCents(a) - minPriceCents(b);
const byBestSelling: Compare = (a, b) => b.totalSales - a.totalSales;
const byCreated: Compare = (a, b) => a.createdAt.localeCompare(b.createdAt);
const byUpdated: Compare = (a, b) => a.updatedAt.localeCompare(b.updatedAt);
const byType: Compare = (a, b) => a.productType.localeCompare(b.productType, 'en');
const byVendor: Compare = (a, b) => a.vendor.localeCompare(b.vendor, 'en');

const PRODUCT_SORTS: Record<string, Compare> = {
  ID: byId,
  TITLE: byTitle,
  PRICE: byPrice,
  BEST_SELLING: byBestSelling,
  CREATED_AT: byCreated,
  CREATED: byCreated,
  UPDATED_AT: byUpdated,
  PRODUCT_TYPE: byType,
  VENDOR: byVendor,
};

function sorted(products: readonly SeedProduct[], compare: Compare): SeedProduct[] {
  return [...products].sort((a, b) => compare(a, b) || byId(a, b));
}

/**
 * Orders products for a sort key. RELEVANCE without a query keeps the given order, which is the
 * catalogue order for `products` and the manual order for collections.
 */
export function sortProducts(
  products: readonly SeedProduct[],
  sortKey: string | null | undefined,
  score?: (product: SeedProduct) => number,
): SeedProduct[] {
  if (sortKey === 'RELEVANCE' && score) {
    const position = new Map(products.map((p, i) => [p, i]));
    return [...products].sort((a, b) => score(b) - score(a) || (position.get(a) ?? 0) - (position.get(b) ?? 0));
  }
  const compare = sortKey ? PRODUCT_SORTS[sortKey] : undefined;
  return compare ? sorted(products, compare) : [...products];
}

/** `collection.products` order: COLLECTION_DEFAULT, MANUAL and RELEVANCE keep the manual order. */
export function sortCollectionProducts(
  collection: SeedCollection,
  products: readonly SeedProduct[],
  sortKey: string | null | undefined,
): SeedProduct[] {
  if (!sortKey || sortKey === 'COLLECTION_DEFAULT' || sortKey === 'MANUAL' || sortKey === 'RELEVANCE') {
    const position = new Map(collection.productIds.map((id, i) => [id, i]));
    return [...products].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  }
  return sortProducts(products, sortKey);
}
