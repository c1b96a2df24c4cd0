// The loader behind collection and category pages: the nested path's collections, the listing as
// the URL asks for it (filters, sort, cursor) as card views priced by the discount rules, and the
// facets the Storefront API offers.
import {STORE_TIME_ZONE} from '~/config/holidays';
import {calendarDateIn} from '~/features/catalog/model/calendar-date';
import {data} from 'react-router';
import type {Storefront} from '@shopify/hydrogen';
import type {ProductFilter} from '@shopify/hydrogen/storefront-api-types';
import {COLLECTION_CRUMB_QUERY, COLLECTION_LISTING_QUERY, COLLECTION_PRODUCT_COUNT_QUERY} from '~graphql/collection';
import {COLLECTION_PAGE_SIZE, HIDDEN_FILTER_IDS, LISTING_COUNT_LIMIT} from '~/config/catalog';
import {filterParam, filtersFromParams, isFilterActive, pageFromParams, sortFromParam} from '~/features/catalog/model/collection-url-state';
import {holdsNothingForSale, isListed} from '~/features/catalog/model/for-sale';
import type {ListingTotal} from '~/features/catalog/model/listing-count';
import {productCardView} from '~/features/catalog/model/product-card-view';
import {parseRichText} from '~/ui/rich-text';
import {collectionBasePath} from '~/features/catalog/model/collection-path';
import {loadDiscountRulesOrNone} from '~/features/catalog/discount-rules-loader.server';

export type CollectionType = 'collection' | 'category';

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;
const MAX_DEPTH = 6;

function notFound(): never {
  throw data({error: {code: 'NOT_FOUND', message: 'Collection not found'}}, {status: 404});
}

export interface FacetValue {
  id: string;
  label: string;
  count: number;
  name: string;
  value: string;
  active: boolean;
  swatchColor: string | null;
}

export interface Facet {
  id: string;
  label: string;
  kind: 'list' | 'price';
  values: FacetValue[];
  /** Price ranges: the highest price in the listing and the bounds the URL asks for. */
  maxPrice?: number;
  range?: {min: string; max: string};
}

export type ListingCollection = Awaited<ReturnType<typeof loadCollectionListing>>['collection'];

type ListingFilters = NonNullable<Awaited<ReturnType<typeof queryListing>>['collection']>['products']['filters'];

function toFacets(filters: ListingFilters, params: URLSearchParams): Facet[] {
  return filters
    .filter((filter) => !(HIDDEN_FILTER_IDS as readonly string[]).includes(filter.id))
    .flatMap((filter): Facet[] => {
      if (filter.type === 'PRICE_RANGE') {
        const input = filter.values[0]?.input;
        const max = typeof input === 'string' ? Number((JSON.parse(input) as {price?: {max?: number}}).price?.max) : NaN;
        const range = {min: params.get('price_min') ?? '', max: params.get('price_max') ?? ''};
        return [{id: filter.id, label: filter.label, kind: 'price', values: [], maxPrice: Number.isFinite(max) ? Math.ceil(max) : undefined, range}];
      }
      const values = filter.values.flatMap((value) => {
        const param = typeof value.input === 'string' ? filterParam(value.input) : null;
        if (!param) return [];
        const [name, paramValue] = param;
        return [{id: value.id, label: value.label, count: value.count, name, value: paramValue, active: isFilterActive(params, param), swatchColor: value.swatch?.color ?? null}];
      });
      // A facet with a single value cannot narrow anything down.
      return values.length > 1 || values.some((v) => v.active) ? [{id: filter.id, label: filter.label, kind: 'list', values}] : [];
    });
}

function queryListing(storefront: Storefront, handle: string, url: URL) {
  const {query} = sortFromParam(url.searchParams.get('sort'));
  return storefront.query(COLLECTION_LISTING_QUERY, {
    variables: {
      handle,
      filters: filtersFromParams(url.searchParams) as ProductFilter[],
      sortKey: query.sortKey,
      reverse: query.reverse,
      ...pageFromParams(url.searchParams, COLLECTION_PAGE_SIZE),
    },
    cache: storefront.CacheShort(),
  });
}

/** The listing's total under the same filters; null when it cannot be read (the page still shows). */
async function countListing(storefront: Storefront, handle: string, url: URL): Promise<ListingTotal | null> {
  try {
    const {collection} = await storefront.query(COLLECTION_PRODUCT_COUNT_QUERY, {
      variables: {handle, filters: filtersFromParams(url.searchParams) as ProductFilter[], first: LISTING_COUNT_LIMIT},
      cache: storefront.CacheShort(),
    });
    return collection ? {count: collection.products.nodes.length, more: collection.products.pageInfo.hasNextPage} : null;
  } catch {
    return null;
  }
}

export async function loadCollectionListing(storefront: Storefront, request: Request, splat: string | undefined, type: CollectionType) {
  const segments = (splat ?? '').split('/').filter(Boolean);
  if (segments.length === 0 || segments.length > MAX_DEPTH || !segments.every((segment) => HANDLE.test(segment))) notFound();
  const url = new URL(request.url);
  const handle = segments[segments.length - 1]!;
  const base = collectionBasePath(type);

  const [{collection}, total, ancestors, discountRules] = await Promise.all([
    queryListing(storefront, handle, url),
    countListing(storefront, handle, url),
    Promise.all(
      segments.slice(0, -1).map((ancestor) =>
        storefront.query(COLLECTION_CRUMB_QUERY, {variables: {handle: ancestor}, cache: storefront.CacheLong()}),
      ),
    ),
    loadDiscountRulesOrNone(storefront),
  ]);
  if (!collection || (collection.collectionType?.value ?? 'collection') !== type) notFound();
  if (ancestors.some((ancestor) => !ancestor.collection)) notFound();

  const crumbs = ancestors.map((ancestor, index) => ({
    title: ancestor.collection!.title,
    to: `${base}/${segments.slice(0, index + 1).join('/')}`,
  }));
  const {products, ...details} = collection;
  if (holdsNothingForSale(products.nodes)) notFound();
  const listed = products.nodes.filter(isListed);
  return {
    collection: {
      id: details.id,
      handle: details.handle,
      title: details.title,
      description: details.description,
      descriptionNodes: parseRichText(details.descriptionHtml),
      seo: details.seo,
      image: details.image,
    },
    crumbs,
    products: listed.map((product) => productCardView(product, discountRules, calendarDateIn(new Date(), STORE_TIME_ZONE))),
    pageInfo: products.pageInfo,
    total,
    facets: toFacets(products.filters, url.searchParams),
    sort: sortFromParam(url.searchParams.get('sort')).sort,
    filtered: filtersFromParams(url.searchParams).length > 0,
  };
}
