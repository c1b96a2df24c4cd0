// The for-sale rule's server reads: what the variants of an add are, and which products the store
// holds that are not listed (for the sitemap).
import type {Storefront} from '@shopify/hydrogen';
import {MARKED_PRODUCTS_QUERY, VARIANT_SALE_FACTS_QUERY} from '~graphql/for-sale';
import {isListed, MARKED_PRODUCTS_SEARCH, saleKind, type SaleKind} from '~/features/catalog/model/for-sale';

/** The kind of each variant's product; a variant the platform does not know is absent. */
export async function variantSaleKinds(storefront: Storefront, variantIds: readonly string[]): Promise<Map<string, SaleKind>> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  const {nodes} = await storefront.query(VARIANT_SALE_FACTS_QUERY, {variables: {ids}, cache: storefront.CacheShort()});
  const kinds = new Map<string, SaleKind>();
  for (const node of nodes) {
    if (node && 'product' in node && node.product) kinds.set(node.id, saleKind(node.product));
  }
  return kinds;
}

/** Handles of the store's products that have no page of their own. */
export async function unlistedProductHandles(storefront: Storefront): Promise<Set<string>> {
  const {products} = await storefront.query(MARKED_PRODUCTS_QUERY, {variables: {query: MARKED_PRODUCTS_SEARCH}, cache: storefront.CacheLong()});
  return new Set(products.nodes.filter((product) => !isListed(product)).map((product) => product.handle));
}
