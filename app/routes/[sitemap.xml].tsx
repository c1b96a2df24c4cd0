import {getSitemapIndex} from '@shopify/hydrogen';
import type {Route} from './+types/[sitemap.xml]';

/** Index of the per-type sitemaps: products, collections and pages. */
export async function loader({request, context}: Route.LoaderArgs) {
  return getSitemapIndex({storefront: context.storefront, request, types: ['products', 'collections', 'pages']});
}
