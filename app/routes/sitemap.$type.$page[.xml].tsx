import {getSitemap, type Storefront} from '@shopify/hydrogen';
import type {Route} from './+types/sitemap.$type.$page[.xml]';
import type {SitemapCollectionTypesQuery} from 'storefrontapi.generated';
import {SITEMAP_COLLECTION_TYPES_QUERY} from '~graphql/collection';
import {holdsNothingForSale} from '~/features/catalog/model/for-sale';
import {unlistedProductHandles} from '~/features/catalog/for-sale-reads.server';
import {ALL_PRODUCTS_HANDLE} from '~/config/catalog';
import {collectionBasePath} from '~/features/catalog/model/collection-path';
import {sitemapLink, sitemapUnavailable, withoutUrls, withUrl, type CollectionTypes} from '~/features/catalog/sitemap-links';

// Bounds the walk over a store's collections (250 a page).
const MAX_COLLECTION_PAGES = 20;

/** Collection types by handle, and the collections with nothing for sale (no page, so no link). */
async function loadCollectionTypes(storefront: Storefront): Promise<{types: CollectionTypes; unlisted: Set<string>}> {
  const types = new Map<string, string | undefined>();
  const unlisted = new Set<string>();
  let after: string | null = null;
  for (let page = 0; page < MAX_COLLECTION_PAGES; page++) {
    const {collections}: SitemapCollectionTypesQuery = await storefront.query(SITEMAP_COLLECTION_TYPES_QUERY, {variables: {after}, cache: storefront.CacheLong()});
    for (const node of collections.nodes) {
      types.set(node.handle, node.collectionType?.value);
      if (holdsNothingForSale(node.products.nodes)) unlisted.add(node.handle);
    }
    if (!collections.pageInfo.hasNextPage) break;
    after = collections.pageInfo.endCursor ?? null;
  }
  return {types, unlisted};
}

const NOTHING_UNLISTED = {types: new Map(), unlisted: new Set<string>()};

/** One page of one resource type's sitemap, linked from /sitemap.xml. */
export async function loader({request, params, context}: Route.LoaderArgs) {
  try {
    const {types, unlisted} =
      params.type === 'collections'
        ? await loadCollectionTypes(context.storefront)
        : params.type === 'products'
          ? {types: new Map(), unlisted: await unlistedProductHandles(context.storefront)}
          : NOTHING_UNLISTED;
    // Products and collections without a page of their own (docs/cart.md "What is for sale") are left out.
    const dropped = new Set<string>();
    const response = await getSitemap({
      storefront: context.storefront,
      request,
      params,
      getLink: (resource) => {
        const link = sitemapLink(resource, types);
        if (resource.handle && unlisted.has(resource.handle)) dropped.add(link);
        return link;
      },
    });
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', `public, max-age=${60 * 60 * 24}`);
    let xml = withoutUrls(await response.text(), dropped);
    // Every product's listing is a search, not a collection the platform's sitemap lists (unless the store made one).
    if (params.type === 'collections' && params.page === '1' && !types.has(ALL_PRODUCTS_HANDLE)) {
      xml = withUrl(xml, `${new URL(request.url).origin}${collectionBasePath('collection')}/${ALL_PRODUCTS_HANDLE}`);
    }
    return new Response(xml, {status: response.status, headers});
  } catch (error) {
    // Hydrogen answers unknown types and pages by throwing a 404 Response: pass it on.
    if (error instanceof Response) throw error;
    return sitemapUnavailable(error);
  }
}
