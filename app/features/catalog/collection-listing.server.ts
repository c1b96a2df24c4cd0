// The loader behind collection and category pages: the nested path's collections, the listing as
// the URL asks for it (filters, sort, cursor) as card views priced by the discount rules, and the
// facets the Storefront API offers.
import {STORE_TIME_ZONE} from '~/config/holidays';
import {calendarDateIn} from '~/features/catalog/model/calendar-date';
import {data} from 'react-router';
import type {Storefront} from '@shopify/hydrogen';
import type {ProductFilter} from '@shopify/hydrogen/storefront-api-types';
import {
  ALL_PRODUCTS_COUNT_QUERY,
  ALL_PRODUCTS_LISTING_QUERY,
  COLLECTION_CRUMB_QUERY,
  COLLECTION_LISTING_QUERY,
} from '~graphql/collection';
import {
  ALL_PRODUCTS_DESCRIPTION,
  ALL_PRODUCTS_HANDLE,
  ALL_PRODUCTS_SEARCH,
  ALL_PRODUCTS_TITLE,
  COLLECTION_PAGE_SIZE,
  COLLECTION_SORTS,
  HIDDEN_FILTER_IDS,
  LISTING_COUNT_LIMIT,
} from '~/config/catalog';
import {
  filterParam,
  filtersFromParams,
  isFilterActive,
  pageFromParams,
  SEARCH_LISTING_SORTS,
  searchSortFromParam,
  sortFromParam,
} from '~/features/catalog/model/collection-url-state';
import {holdsNothingForSale, isListed, type SaleFacts} from '~/features/catalog/model/for-sale';
import type {DiscountRule} from '~/features/catalog/model/discount-rules';
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

const PRODUCT_TYPE_FILTER_ID = 'filter.p.product_type';

/** `internalTypes`: product types only products not for sale have, whose facet values are not shown. */
function toFacets(filters: ListingFilters, params: URLSearchParams, internalTypes: ReadonlySet<string> = new Set()): Facet[] {
  return filters
    .filter((filter) => !(HIDDEN_FILTER_IDS as readonly string[]).includes(filter.id))
    .map((filter) => (filter.id === PRODUCT_TYPE_FILTER_ID ? {...filter, values: filter.values.filter((value) => !internalTypes.has(value.label))} : filter))
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

/** The listing as the URL asks for it, with its total under the same filters (`listingCount`). */
function queryListing(storefront: Storefront, handle: string, url: URL) {
  const {query} = sortFromParam(url.searchParams.get('sort'));
  return storefront.query(COLLECTION_LISTING_QUERY, {
    variables: {
      handle,
      filters: filtersFromParams(url.searchParams) as ProductFilter[],
      sortKey: query.sortKey,
      reverse: query.reverse,
      ...pageFromParams(url.searchParams, COLLECTION_PAGE_SIZE),
      countFirst: LISTING_COUNT_LIMIT,
    },
    cache: storefront.CacheShort(),
  });
}

export async function loadCollectionListing(storefront: Storefront, request: Request, splat: string | undefined, type: CollectionType) {
  const segments = (splat ?? '').split('/').filter(Boolean);
  if (segments.length === 0 || segments.length > MAX_DEPTH || !segments.every((segment) => HANDLE.test(segment))) notFound();
  const url = new URL(request.url);
  const handle = segments[segments.length - 1]!;
  const base = collectionBasePath(type);

  const [{collection}, ancestors, discountRules] = await Promise.all([
    queryListing(storefront, handle, url),
    Promise.all(
      segments.slice(0, -1).map((ancestor) =>
        storefront.query(COLLECTION_CRUMB_QUERY, {variables: {handle: ancestor}, cache: storefront.CacheLong()}),
      ),
    ),
    loadDiscountRulesOrNone(storefront),
  ]);
  if (!collection && type === 'collection' && segments.length === 1 && handle === ALL_PRODUCTS_HANDLE) {
    return loadAllProducts(storefront, url, discountRules);
  }
  if (!collection || (collection.collectionType?.value ?? 'collection') !== type) notFound();
  if (ancestors.some((ancestor) => !ancestor.collection)) notFound();

  const crumbs = ancestors.map((ancestor, index) => ({
    title: ancestor.collection!.title,
    to: `${base}/${segments.slice(0, index + 1).join('/')}`,
  }));
  const {products, listingCount, ...details} = collection;
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
    total: {count: listingCount.nodes.length, more: listingCount.pageInfo.hasNextPage} satisfies ListingTotal,
    facets: toFacets(products.filters, url.searchParams),
    sort: sortFromParam(url.searchParams.get('sort')).sort,
    sorts: COLLECTION_SORTS.map((option) => option.value as string),
    filtered: filtersFromParams(url.searchParams).length > 0,
  };
}

interface SearchedProduct extends SaleFacts {
  productType: string;
}

/**
 * Counts what the all-products search holds for sale under the same filters (up to the API's page
 * limit) and the product types only internal products have; null when it cannot be read.
 */
async function surveyAllProducts(storefront: Storefront, filters: ProductFilter[]) {
  try {
    const {search} = await storefront.query(ALL_PRODUCTS_COUNT_QUERY, {
      variables: {query: ALL_PRODUCTS_SEARCH, filters, first: LISTING_COUNT_LIMIT},
      cache: storefront.CacheShort(),
    });
    const products: SearchedProduct[] = search.nodes.flatMap((node) => ('tags' in node ? [node] : []));
    const listed = products.filter(isListed);
    const listedTypes = new Set(listed.map((product) => product.productType));
    const internalTypes = new Set(products.filter((product) => !isListed(product) && !listedTypes.has(product.productType)).map((product) => product.productType));
    return {total: {count: listed.length, more: search.pageInfo.hasNextPage} satisfies ListingTotal, internalTypes};
  } catch {
    return null;
  }
}

/** `/shop/collections/all` where the store has no such collection: every product for sale, searched. */
async function loadAllProducts(storefront: Storefront, url: URL, discountRules: DiscountRule[]) {
  const filters = filtersFromParams(url.searchParams) as ProductFilter[];
  const {sort, query} = searchSortFromParam(url.searchParams.get('sort'));
  const [{search}, survey] = await Promise.all([
    storefront.query(ALL_PRODUCTS_LISTING_QUERY, {
      variables: {
        query: ALL_PRODUCTS_SEARCH,
        filters,
        sortKey: query.sortKey,
        reverse: query.reverse,
        ...pageFromParams(url.searchParams, COLLECTION_PAGE_SIZE),
      },
      cache: storefront.CacheShort(),
    }),
    surveyAllProducts(storefront, filters),
  ]);
  const products = search.nodes.flatMap((node) => ('handle' in node ? [node] : [])).filter(isListed);
  const today = calendarDateIn(new Date(), STORE_TIME_ZONE);
  return {
    collection: {
      id: ALL_PRODUCTS_HANDLE,
      handle: ALL_PRODUCTS_HANDLE,
      title: ALL_PRODUCTS_TITLE,
      description: ALL_PRODUCTS_DESCRIPTION,
      descriptionNodes: parseRichText(`<p>${ALL_PRODUCTS_DESCRIPTION}</p>`),
      seo: {title: null, description: null},
      image: null,
    },
    crumbs: [],
    products: products.map((product) => productCardView(product, discountRules, today)),
    pageInfo: search.pageInfo,
    total: survey?.total ?? null,
    facets: toFacets(search.productFilters, url.searchParams, survey?.internalTypes),
    sort,
    sorts: SEARCH_LISTING_SORTS,
    filtered: filters.length > 0,
  };
}
