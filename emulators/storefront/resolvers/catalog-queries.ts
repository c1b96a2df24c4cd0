// Root queries over the catalogue: products, collections and global-id lookups.
import type {SeedProduct} from '../../catalog/model';
import {connection, type ConnectionArgs} from '../connection';
import type {ResolverMap, StorefrontContext} from '../context';
import {parseGid} from '../gid';
import {matchesProductQuery, parseProductQuery, queryWords, relevance} from '../product-search-query';
import {sortProducts} from '../product-sort';
import {
  collectionSource,
  metaobjectSource,
  pageSource,
  productSource,
  variantSource,
} from '../sources';

interface ListArgs extends ConnectionArgs {
  query?: string | null;
  sortKey?: string | null;
}

export function searchProducts(products: readonly SeedProduct[], query: string | null | undefined, sortKey: string | null | undefined) {
  const parsed = parseProductQuery(query);
  const matching = products.filter((p) => matchesProductQuery(parsed, p));
  const terms = queryWords(parsed);
  return sortProducts(matching, sortKey, terms.length ? (p) => relevance(p, terms) : undefined);
}

async function nodeById(id: string, context: StorefrontContext): Promise<unknown> {
  const type = parseGid(id)?.type;
  const {catalog, merchandise} = context;
  switch (type) {
    case 'Product': {
      const product = await merchandise.productById(id);
      return product ? productSource(product) : null;
    }
    case 'ProductVariant': {
      const entry = await merchandise.byVariantId(id);
      return entry ? variantSource(entry.product, entry.variant) : null;
    }
    case 'Collection': {
      const collection = catalog.collectionById.get(id);
      return collection ? collectionSource(collection) : null;
    }
    case 'Page': {
      const page = catalog.pageById.get(id);
      return page ? pageSource(page) : null;
    }
    case 'Metaobject': {
      const metaobject = catalog.metaobjectById.get(id);
      return metaobject ? metaobjectSource(metaobject) : null;
    }
    default:
      return null;
  }
}

function distinctFirst(values: string[], first: number) {
  return connection([...new Set(values)].sort(), {first}, (v) => v);
}

export const catalogQueryResolvers: ResolverMap = {
  QueryRoot: {
    product: async (_root: unknown, args: {handle?: string | null; id?: string | null}, context) => {
      const product = args.id
        ? await context.merchandise.productById(args.id)
        : args.handle
          ? await context.merchandise.productByHandle(args.handle)
          : null;
      return product ? productSource(product) : null;
    },
    productByHandle: async (_root: unknown, args: {handle: string}, context) => {
      const product = await context.merchandise.productByHandle(args.handle);
      return product ? productSource(product) : null;
    },
    products: (_root: unknown, args: ListArgs, context) => ({
      ...connection(
        searchProducts(context.catalog.products, args.query, args.sortKey).map(productSource),
        args,
        (p) => p._seed.id,
      ),
      filters: () => [],
    }),
    productTypes: (_root: unknown, args: {first: number}, context) =>
      distinctFirst(context.catalog.products.map((p) => p.productType), args.first),
    productTags: (_root: unknown, args: {first: number}, context) =>
      distinctFirst(context.catalog.products.flatMap((p) => p.tags), args.first),
    productRecommendations: async (_root: unknown, args: {productId?: string | null; productHandle?: string | null}, context) => {
      const product = args.productId
        ? context.catalog.productById.get(args.productId)
        : context.catalog.productByHandle.get(args.productHandle ?? '');
      if (!product) return null;
      const related = context.catalog.products.filter(
        (p) => p !== product && p.productType === product.productType,
      );
      return related.slice(0, 10).map(productSource);
    },
    collection: (_root: unknown, args: {handle?: string | null; id?: string | null}, context) => {
      const collection = args.id
        ? context.catalog.collectionById.get(args.id)
        : context.catalog.collectionByHandle.get(args.handle ?? '');
      return collection ? collectionSource(collection) : null;
    },
    collectionByHandle: (_root: unknown, args: {handle: string}, context) => {
      const collection = context.catalog.collectionByHandle.get(args.handle);
      return collection ? collectionSource(collection) : null;
    },
    collections: (_root: unknown, args: ListArgs, context) => {
      const parsed = parseProductQuery(args.query);
      const words = queryWords(parsed);
      const matching = context.catalog.collections.filter((c) =>
        words.every((w) => `${c.title} ${c.handle}`.toLowerCase().includes(w)),
      );
      const numericId = (id: string) => Number(id.split('/').pop());
      const ordered = [...matching].sort((a, b) =>
        args.sortKey === 'TITLE'
          ? a.title.localeCompare(b.title, 'en')
          : args.sortKey === 'UPDATED_AT'
            ? a.updatedAt.localeCompare(b.updatedAt)
            : args.sortKey === 'RELEVANCE'
              ? 0
              : numericId(a.id) - numericId(b.id),
      );
      return connection(ordered.map(collectionSource), args, (c) => c._seed.id);
    },
    node: (_root: unknown, args: {id: string}, context) => nodeById(args.id, context),
    nodes: (_root: unknown, args: {ids: string[]}, context) =>
      Promise.all(args.ids.map((id) => nodeById(id, context))),
  },
};
