import {getSitemap} from '@shopify/hydrogen';
import type {Route} from './+types/sitemap.$type.$page[.xml]';
import {sitemapLink, sitemapUnavailable} from '~/lib/sitemap-links';

/** One page of one resource type's sitemap, linked from /sitemap.xml. */
export async function loader({request, params, context}: Route.LoaderArgs) {
  try {
    const response = await getSitemap({storefront: context.storefront, request, params, getLink: sitemapLink});
    response.headers.set('Cache-Control', `public, max-age=${60 * 60 * 24}`);
    return response;
  } catch (error) {
    // Hydrogen answers unknown types and pages by throwing a 404 Response: pass it on.
    if (error instanceof Response) throw error;
    return sitemapUnavailable(error);
  }
}
