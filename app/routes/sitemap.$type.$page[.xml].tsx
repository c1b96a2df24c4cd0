import {getSitemap} from '@shopify/hydrogen';
import type {Route} from './+types/sitemap.$type.$page[.xml]';
import {sitemapLink} from '~/lib/sitemap-links';

/** One page of one resource type's sitemap, linked from /sitemap.xml. */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const response = await getSitemap({storefront: context.storefront, request, params, getLink: sitemapLink});
  response.headers.set('Cache-Control', `public, max-age=${60 * 60 * 24}`);
  return response;
}
