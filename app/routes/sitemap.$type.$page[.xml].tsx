import {getSitemap, type Storefront} from '@shopify/hydrogen';
import type {Route} from './+types/sitemap.$type.$page[.xml]';
import type {SitemapCollectionTypesQuery} from 'storefrontapi.generated';
import {SITEMAP_COLLECTION_TYPES_QUERY} from '~graphql/collection';
import {sitemapLink, sitemapUnavailable, type CollectionTypes} from '~/lib/sitemap-links';

// Bounds the walk over a store's collections (250 a page).
const MAX_COLLECTION_PAGES = 20;

async function loadCollectionTypes(storefront: Storefront): Promise<CollectionTypes> {
  const types = new Map<string, string | undefined>();
  let after: string | null = null;
  for (let page = 0; page < MAX_COLLECTION_PAGES; page++) {
    const {collections}: SitemapCollectionTypesQuery = await storefront.query(SITEMAP_COLLECTION_TYPES_QUERY, {variables: {after}, cache: storefront.CacheLong()});
    for (const node of collections.nodes) types.set(node.handle, node.collectionType?.value);
    if (!collections.pageInfo.hasNextPage) break;
    after = collections.pageInfo.endCursor ?? null;
  }
  return types;
}

/** One page of one resource type's sitemap, linked from /sitemap.xml. */
export async function loader({request, params, context}: Route.LoaderArgs) {
  try {
    const collectionTypes = params.type === 'collections' ? await loadCollectionTypes(context.storefront) : new Map();
    const response = await getSitemap({
      storefront: context.storefront,
      request,
      params,
      getLink: (resource) => sitemapLink(resource, collectionTypes),
    });
    response.headers.set('Cache-Control', `public, max-age=${60 * 60 * 24}`);
    return response;
  } catch (error) {
    // Hydrogen answers unknown types and pages by throwing a 404 Response: pass it on.
    if (error instanceof Response) throw error;
    return sitemapUnavailable(error);
  }
}
