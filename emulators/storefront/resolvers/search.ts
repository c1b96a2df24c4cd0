// Storefront search and predictive search over products, pages and collections: word matching
// with prefixes, relevance or price order, and the same facets as collections.
import {applyProductFilters, productFilters, type ProductFilterInput} from '../collection-filters';
import {connection, type ConnectionArgs} from '../connection';
import type {ResolverMap} from '../context';
import {minPriceCents, productAvailable} from '../catalog-index';
import {collectionSource, pageSource, productSource} from '../sources';
import {searchProducts} from './catalog-queries';

interface SearchArgs extends ConnectionArgs {
  query: string;
  sortKey?: 'RELEVANCE' | 'PRICE' | null;
  reverse?: boolean | null;
  types?: string[] | null;
  productFilters?: ProductFilterInput[] | null;
  unavailableProducts?: 'SHOW' | 'HIDE' | 'LAST' | null;
}

function matchesWords(text: string, query: string): boolean {
  const haystack = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const needles = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return needles.length > 0 && needles.every((n) => haystack.some((w) => w.startsWith(n)));
}

export const searchResolvers: ResolverMap = {
  QueryRoot: {
    search: (_root: unknown, args: SearchArgs, context) => {
      const types = args.types ?? ['PRODUCT', 'PAGE', 'ARTICLE'];
      const found = types.includes('PRODUCT') ? searchProducts(context.catalog.products, args.query, 'RELEVANCE') : [];
      let products = applyProductFilters(found, args.productFilters);
      if (args.sortKey === 'PRICE') products.sort((a, b) => minPriceCents(a) - minPriceCents(b));
      if (args.reverse) products.reverse();
      if (args.unavailableProducts === 'HIDE') products = products.filter(productAvailable);
      if (args.unavailableProducts === 'LAST') {
        products = [...products.filter(productAvailable), ...products.filter((p) => !productAvailable(p))];
      }
      const pages = types.includes('PAGE')
        ? context.catalog.pages.filter((p) => matchesWords(`${p.title} ${p.bodySummary}`, args.query))
        : [];
      const items = [...products.map(productSource), ...pages.map(pageSource)];
      return {
        ...connection(items, args, (item) => String(item.id)),
        totalCount: items.length,
        productFilters: productFilters(found, args.productFilters),
      };
    },
    predictiveSearch: (_root: unknown, args: {query: string; limit?: number | null; types?: string[] | null}, context) => {
      const limit = Math.min(args.limit ?? 10, 250);
      const wants = (type: string) => !args.types || args.types.includes(type);
      const {catalog} = context;
      return {
        __typename: 'PredictiveSearchResult',
        products: wants('PRODUCT')
          ? searchProducts(catalog.products, args.query, 'RELEVANCE').slice(0, limit).map(productSource)
          : [],
        collections: wants('COLLECTION')
          ? catalog.collections.filter((c) => matchesWords(c.title, args.query)).slice(0, limit).map(collectionSource)
          : [],
        pages: wants('PAGE')
          ? catalog.pages.filter((p) => matchesWords(p.title, args.query)).slice(0, limit).map(pageSource)
          : [],
        articles: [],
        queries: [],
      };
    },
  },
};
