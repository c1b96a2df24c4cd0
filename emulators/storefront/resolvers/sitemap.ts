// `sitemap(type)`, which Hydrogen's getSitemap/getSitemapIndex read: the catalogue's products,
// collections and pages, the journal and its articles (handle `<blog>/<article>`, which Hydrogen
// links under /blogs/), in pages of 250, as Shopify serves them. Loose diamonds are inventory, not
// pages a merchant lists, and the seeded shop has no published metaobjects.
import {JOURNAL} from '../../catalog/journal';
import type {ResolverMap, StorefrontContext} from '../context';

const RESOURCES_PER_PAGE = 250;

interface SitemapSource {
  __typename: 'Sitemap';
  type: string;
}

interface SitemapResource {
  __typename: 'SitemapResource';
  handle: string;
  title: string;
  updatedAt: string;
  image: null;
}

function resourcesOf(type: string, context: StorefrontContext): SitemapResource[] {
  const {catalog} = context;
  const entries =
    type === 'PRODUCT'
      ? catalog.products
      : type === 'COLLECTION'
        ? catalog.collections
        : type === 'PAGE'
          ? catalog.pages
          : type === 'BLOG'
            ? [{handle: JOURNAL.handle, title: JOURNAL.title, updatedAt: JOURNAL.articles.at(-1)?.publishedAt ?? ''}]
            : type === 'ARTICLE'
              ? JOURNAL.articles.map((a) => ({handle: `${JOURNAL.handle}/${a.handle}`, title: a.title, updatedAt: a.publishedAt}))
              : [];
  return entries.map((entry) => ({
    __typename: 'SitemapResource',
    handle: entry.handle,
    title: entry.title,
    updatedAt: entry.updatedAt,
    image: null,
  }));
}

export const sitemapResolvers: ResolverMap = {
  QueryRoot: {
    sitemap: (_root: unknown, args: {type: string}): SitemapSource => ({__typename: 'Sitemap', type: args.type}),
  },
  Sitemap: {
    pagesCount: (source: SitemapSource, _args: unknown, context) => ({
      __typename: 'Count',
      count: Math.ceil(resourcesOf(source.type, context).length / RESOURCES_PER_PAGE),
      precision: 'EXACT',
    }),
    resources: (source: SitemapSource, args: {page: number}, context) => {
      const all = resourcesOf(source.type, context);
      const start = (Math.max(args.page, 1) - 1) * RESOURCES_PER_PAGE;
      return {
        __typename: 'PaginatedSitemapResources',
        hasNextPage: start + RESOURCES_PER_PAGE < all.length,
        items: all.slice(start, start + RESOURCES_PER_PAGE),
      };
    },
  },
};
