// Shopify's storefront filtering for `collection.products(filters:)` and its `filters` facets.
// Values of one filter are ORed, different filters ANDed; each value's count is computed over the
// collection with every other active filter applied (so choosing a value never zeroes its siblings).
import {GraphQLError} from 'graphql';
import type {SeedProduct} from '../catalog/model';
import {productAvailable} from './catalog-index';
import {dollarsToCents} from './money';

export interface ProductFilterInput {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
  productMetafield?: {namespace: string; key: string; value: string} | null;
  variantMetafield?: unknown;
  category?: unknown;
  taxonomyMetafield?: unknown;
}

type Predicate = (product: SeedProduct) => boolean;

interface ActiveFilter {
  group: string;
  test: Predicate;
}

const lower = (text: string) => text.toLowerCase();

function hasOption(product: SeedProduct, name: string, value: string): boolean {
  return product.variants.some((v) =>
    v.selectedOptions.some((o) => lower(o.name) === lower(name) && lower(o.value) === lower(value)),
  );
}

function toActive(filter: ProductFilterInput): ActiveFilter {
  if (filter.available !== undefined && filter.available !== null) {
    const wanted = filter.available;
    return {group: 'available', test: (p) => productAvailable(p) === wanted};
  }
  if (filter.price) {
    const min = dollarsToCents(filter.price.min ?? 0);
    const max = filter.price.max === null || filter.price.max === undefined ? Infinity : dollarsToCents(filter.price.max);
    return {group: 'price', test: (p) => p.variants.some((v) => v.priceCents >= min && v.priceCents <= max)};
  }
  if (filter.productType) {
    const wanted = lower(filter.productType);
    return {group: 'productType', test: (p) => lower(p.productType) === wanted};
  }
  if (filter.productVendor) {
    const wanted = lower(filter.productVendor);
    return {group: 'productVendor', test: (p) => lower(p.vendor) === wanted};
  }
  if (filter.tag) {
    const wanted = lower(filter.tag);
    return {group: 'tag', test: (p) => p.tags.some((t) => lower(t) === wanted)};
  }
  if (filter.variantOption) {
    const {name, value} = filter.variantOption;
    return {group: `option:${lower(name)}`, test: (p) => hasOption(p, name, value)};
  }
  if (filter.productMetafield) {
    const {namespace, key, value} = filter.productMetafield;
    return {
      group: `metafield:${namespace}.${key}`,
      test: (p) => p.metafields.some((m) => m.namespace === namespace && m.key === key && m.value === value),
    };
  }
  const field = Object.keys(filter).find((k) => filter[k as keyof ProductFilterInput] != null) ?? 'empty';
  throw new GraphQLError(`ProductFilter.${field} is not emulated by the local stack`, {
    extensions: {code: 'NOT_EMULATED'},
  });
}

function matcher(active: ActiveFilter[], exceptGroup?: string): Predicate {
  const groups = new Map<string, Predicate[]>();
  for (const filter of active) {
    if (filter.group === exceptGroup) continue;
    groups.set(filter.group, [...(groups.get(filter.group) ?? []), filter.test]);
  }
  const all = [...groups.values()];
  return (p) => all.every((tests) => tests.some((test) => test(p)));
}

export function applyProductFilters(products: readonly SeedProduct[], filters: ProductFilterInput[] | null | undefined): SeedProduct[] {
  if (!filters?.length) return [...products];
  return products.filter(matcher(filters.map(toActive)));
}

function handleize(text: string): string {
  return lower(text).replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
}

interface FacetValue {
  id: string;
  label: string;
  input: object;
  test: Predicate;
  swatchColor?: string;
}

function listFilter(id: string, label: string, group: string, values: FacetValue[], products: readonly SeedProduct[], active: ActiveFilter[]) {
  const others = matcher(active, group);
  const base = products.filter(others);
  const swatches = values.some((v) => v.swatchColor);
  return {
    __typename: 'Filter',
    id,
    label,
    type: 'LIST',
    presentation: swatches ? 'SWATCH' : 'TEXT',
    values: values.map((value) => ({
      __typename: 'FilterValue',
      id: value.id,
      label: value.label,
      count: base.filter(value.test).length,
      input: JSON.stringify(value.input),
      image: null,
      swatch: value.swatchColor ? {__typename: 'Swatch', color: value.swatchColor, image: null} : null,
    })),
  };
}

function distinct(values: string[]): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The facets Shopify's Search & Discovery defaults expose, plus variant options and tags. */
export function productFilters(products: readonly SeedProduct[], filters: ProductFilterInput[] | null | undefined) {
  const active = (filters ?? []).map(toActive);
  const out: unknown[] = [];
  out.push(
    listFilter('filter.v.availability', 'Availability', 'available', [
      {id: 'filter.v.availability.1', label: 'In stock', input: {available: true}, test: productAvailable},
      {id: 'filter.v.availability.0', label: 'Out of stock', input: {available: false}, test: (p) => !productAvailable(p)},
    ], products, active),
  );
  const maxCents = Math.max(0, ...products.flatMap((p) => p.variants.map((v) => v.priceCents)));
  out.push({
    __typename: 'Filter',
    id: 'filter.v.price',
    label: 'Price',
    type: 'PRICE_RANGE',
    presentation: null,
    values: [{
      __typename: 'FilterValue',
      id: 'filter.v.price',
      label: 'Price',
      count: 0,
      input: JSON.stringify({price: {min: 0, max: maxCents / 100}}),
      image: null,
      swatch: null,
    }],
  });
  const types = distinct(products.map((p) => p.productType).filter(Boolean));
  out.push(listFilter('filter.p.product_type', 'Product type', 'productType', types.map((type) => ({
    id: `filter.p.product_type.${handleize(type)}`, label: type, input: {productType: type}, test: (p: SeedProduct) => p.productType === type,
  })), products, active));
  const vendors = distinct(products.map((p) => p.vendor).filter(Boolean));
  out.push(listFilter('filter.p.vendor', 'Brand', 'productVendor', vendors.map((vendor) => ({
    id: `filter.p.vendor.${handleize(vendor)}`, label: vendor, input: {productVendor: vendor}, test: (p: SeedProduct) => p.vendor === vendor,
  })), products, active));
  const optionNames = distinct(products.flatMap((p) => p.options.map((o) => o.name)).filter((n) => n !== 'Title'));
  for (const name of optionNames) {
    const values = new Map<string, string | undefined>();
    for (const p of products) {
      for (const value of p.options.find((o) => o.name === name)?.values ?? []) {
        if (!values.has(value.name) || value.swatchColor) values.set(value.name, value.swatchColor);
      }
    }
    out.push(listFilter(`filter.v.option.${handleize(name)}`, name, `option:${lower(name)}`, [...values].map(([value, swatchColor]) => ({
      id: `filter.v.option.${handleize(name)}.${handleize(value)}`,
      label: value,
      input: {variantOption: {name: lower(name), value}},
      test: (p: SeedProduct) => hasOption(p, name, value),
      ...(swatchColor ? {swatchColor} : {}),
    })), products, active));
  }
  const tags = distinct(products.flatMap((p) => p.tags));
  out.push(listFilter('filter.p.tag', 'Tags', 'tag', tags.map((tag) => ({
    id: `filter.p.tag.${handleize(tag)}`, label: tag, input: {tag}, test: (p: SeedProduct) => p.tags.includes(tag),
  })), products, active));
  return out;
}
