// Collection fields: the product listing with Shopify's filters, sort keys and facets.
import type {SeedCollection} from '../../catalog/model';
import {applyProductFilters, productFilters, type ProductFilterInput} from '../collection-filters';
import {connection, type ConnectionArgs} from '../connection';
import type {ResolverMap} from '../context';
import {sortCollectionProducts} from '../product-sort';
import {imageSource, productSource, seoSource, type EntitySource} from '../sources';
import {metafieldResolvers} from './metafields';

type CollectionSource = EntitySource<SeedCollection, 'Collection'>;

interface CollectionProductsArgs extends ConnectionArgs {
  sortKey?: string | null;
  filters?: ProductFilterInput[] | null;
}

export const collectionResolvers: ResolverMap = {
  Collection: {
    description: (c: CollectionSource, args: {truncateAt?: number | null}) =>
      args.truncateAt && c._seed.description.length > args.truncateAt
        ? `${c._seed.description.slice(0, args.truncateAt - 1).trimEnd()}…`
        : c._seed.description,
    image: (c: CollectionSource) => (c._seed.image ? imageSource(c._seed.image) : null),
    seo: (c: CollectionSource) => seoSource(c._seed.seo),
    products: (c: CollectionSource, args: CollectionProductsArgs, context) => {
      const all = context.catalog.productsOf(c._seed);
      const matching = applyProductFilters(all, args.filters);
      const ordered = sortCollectionProducts(c._seed, matching, args.sortKey);
      return {
        ...connection(ordered.map(productSource), args, (p) => p._seed.id),
        // Facets are costly to count; computed only when the operation selects them.
        filters: () => productFilters(all, args.filters),
      };
    },
    ...metafieldResolvers((c: CollectionSource) => ({
      id: c._seed.id,
      metafields: c._seed.metafields,
      updatedAt: c._seed.updatedAt,
    })),
  },
  ProductConnection: {
    filters: (conn: {filters?: () => unknown[]}) => conn.filters?.() ?? [],
  },
};
