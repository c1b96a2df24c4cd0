import {getSitemapIndex} from '@shopify/hydrogen';
import type {Route} from './+types/[sitemap.xml]';
import {sitemapUnavailable} from '~/features/catalog/sitemap-links';

/** Index of the per-type sitemaps: products, collections and pages. */
export async function loader({request, context}: Route.LoaderArgs) {
  try {
    return await getSitemapIndex({storefront: context.storefront, request, types: ['products', 'collections', 'pages']});
  } catch (error) {
    return sitemapUnavailable(error);
  }
}
