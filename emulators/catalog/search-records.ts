// Products as the search service's `products` index holds them (what the Algolia sync would push).
// Diamonds are indexed as SeedDiamond records unchanged.
import {findMetafield} from './metafields';
import type {Catalog, SearchProductRecord, SeedCollection, SeedProduct} from './model';

function optionValues(product: SeedProduct, names: readonly string[]): string[] {
  return product.options.filter((o) => names.includes(o.name)).flatMap((o) => o.values.map((v) => v.name));
}

/** The product's deepest category, e.g. `Stud Earrings`, falling back to its product type. */
function categoryOf(product: SeedProduct, collections: readonly SeedCollection[]): string {
  const categories = collections.filter(
    (c) => findMetafield(c.metafields, 'collectionType')?.value === 'category' && c.productIds.includes(product.id),
  );
  const leaf = categories.find((c) => !categories.some((child) => child.parentHandle === c.handle));
  return leaf?.title ?? product.productType;
}

export function toSearchProductRecord(product: SeedProduct, collections: readonly SeedCollection[]): SearchProductRecord {
  const cheapest = product.variants.reduce((min, v) => (v.priceCents < min.priceCents ? v : min));
  const shapes = optionValues(product, ['Center Stone Shape']);
  return {
    objectID: product.id.slice(product.id.lastIndexOf('/') + 1),
    productId: product.id,
    slug: product.handle,
    name: product.title,
    type: product.productType,
    category: categoryOf(product, collections),
    metal: optionValues(product, ['Metal']),
    shape: shapes,
    tags: product.tags,
    price: cheapest.priceCents / 100,
    compareAtPrice: cheapest.compareAtPriceCents === null ? null : cheapest.compareAtPriceCents / 100,
    imageUrl: product.images[0]?.path ?? '',
    createdAt: Date.parse(product.createdAt),
    totalSales: product.totalSales,
  };
}

/**
 * The records the store pushes to the products index: what shoppers can buy on its own page. Care
 * plans, the free gift, the love note and the gift voucher are never indexed (the storefront also
 * filters them out of its queries, for an index filled some other way).
 */
export function searchableProductRecords(catalog: Pick<Catalog, 'products' | 'collections'>): SearchProductRecord[] {
  return catalog.products
    .filter((product) => product.kind === 'setting' || product.kind === 'static')
    .map((product) => toSearchProductRecord(product, catalog.collections));
}
