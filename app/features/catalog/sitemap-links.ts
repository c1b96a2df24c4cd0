import {EDUCATION_BASE_PATH, EDUCATION_TABS, SUPPORT_PAGE_HANDLES} from '~/config/site-links';
import {collectionBasePath} from '~/features/catalog/model/collection-path';

/** `store.collectionType` by collection handle; a handle missing from it is a collection. */
export type CollectionTypes = ReadonlyMap<string, string | null | undefined>;

/** Where each sitemap resource lives on this storefront (its routes, not Shopify's defaults). */
export function sitemapLink(
  {type, baseUrl, handle}: {type: string; baseUrl: string; handle?: string},
  collectionTypes: CollectionTypes = new Map(),
): string {
  if (!handle) return baseUrl;
  switch (type) {
    case 'products':
      return `${baseUrl}/shop/products/${handle}`;
    case 'collections':
      return `${baseUrl}${collectionBasePath(collectionTypes.get(handle))}/${handle}`;
    case 'pages': {
      if ((SUPPORT_PAGE_HANDLES as readonly string[]).includes(handle) || handle === 'privacy-policy' || handle === 'terms-of-service') {
        return `${baseUrl}/support/${handle}`;
      }
      const tab = EDUCATION_TABS.find((t) => t.pageHandle === handle);
      return tab ? `${baseUrl}${EDUCATION_BASE_PATH}/${tab.topic}` : `${baseUrl}/${handle}`;
    }
    default:
      return `${baseUrl}/${handle}`;
  }
}

/** When the Storefront API cannot give the sitemap, crawlers are told to come back, not shown a 500. */
export function sitemapUnavailable(error: unknown): Response {
  console.error('[sitemap]', error);
  return new Response('Sitemap temporarily unavailable.', {
    status: 503,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '3600', 'Cache-Control': 'no-store'},
  });
}

const URL_ELEMENT = /[ \t]*<url>\s*<loc>([^<]*)<\/loc>[\s\S]*?<\/url>\n?/g;

/** The sitemap without the `<url>` elements whose location is one of `dropped`. */
export function withoutUrls(xml: string, dropped: ReadonlySet<string>): string {
  if (dropped.size === 0) return xml;
  return xml.replace(URL_ELEMENT, (element, loc: string) => (dropped.has(loc) ? '' : element));
}

/** The sitemap with one more `<url>` for `loc` (a page the platform's sitemap does not know). */
export function withUrl(xml: string, loc: string): string {
  const end = xml.lastIndexOf('</urlset>');
  if (end < 0 || xml.includes(`<loc>${loc}</loc>`)) return xml;
  return `${xml.slice(0, end)}<url>\n  <loc>${loc}</loc>\n  <changefreq>daily</changefreq>\n</url>\n${xml.slice(end)}`;
}
