// Product, ProductVariant and ProductOption fields that take arguments or derive from the seed.
import type {SeedProduct} from '../../catalog/model';
import {variantAvailable} from '../catalog-index';
import {connection, type ConnectionArgs} from '../connection';
import type {ResolverMap} from '../context';
import {money} from '../money';
import {
  collectionSource,
  imageSource,
  productSource,
  seoSource,
  variantSource,
  type ProductSource,
  type VariantSource,
} from '../sources';
import {
  adjacentVariants,
  encodeVariants,
  selectedOrFirstAvailableVariant,
  variantBySelectedOptions,
  type SelectionArgs,
} from '../variant-selection';
import {imageById, mediaImageSource} from './media';
import {metafieldResolvers} from './metafields';

function truncate(text: string, truncateAt: number | null | undefined): string {
  if (!truncateAt || text.length <= truncateAt) return text;
  return `${text.slice(0, Math.max(0, truncateAt - 1)).trimEnd()}…`;
}

function priceRange(cents: number[]) {
  return {
    __typename: 'ProductPriceRange',
    minVariantPrice: money(cents.length ? Math.min(...cents) : 0),
    maxVariantPrice: money(cents.length ? Math.max(...cents) : 0),
  };
}

function variantNode(product: SeedProduct) {
  return (variant: SeedProduct['variants'][number] | null) => (variant ? variantSource(product, variant) : null);
}

function optionSources(product: SeedProduct, first?: number | null) {
  const options = first === null || first === undefined ? product.options : product.options.slice(0, first);
  return options.map((option) => ({
    __typename: 'ProductOption',
    id: option.id,
    name: option.name,
    values: option.values.map((v) => v.name),
    optionValues: option.values.map((value) => ({
      __typename: 'ProductOptionValue',
      id: value.id,
      name: value.name,
      swatch: value.swatchColor
        ? {__typename: 'ProductOptionValueSwatch', color: value.swatchColor, image: null}
        : null,
      firstSelectableVariant: variantNode(product)(
        product.variants.find(
          (v) => variantAvailable(v) && v.selectedOptions.some((o) => o.name === option.name && o.value === value.name),
        ) ??
          product.variants.find((v) => v.selectedOptions.some((o) => o.name === option.name && o.value === value.name)) ??
          null,
      ),
    })),
  }));
}

const emptyConnection = (_source: unknown, args: ConnectionArgs) =>
  connection([], args, () => '', {requirePageSize: false});

export const productResolvers: ResolverMap = {
  Product: {
    description: (p: ProductSource, args: {truncateAt?: number | null}) => truncate(p._seed.description, args.truncateAt),
    seo: (p: ProductSource) => seoSource(p._seed.seo),
    featuredImage: (p: ProductSource) => {
      const image = p._seed.images[0];
      return image ? imageSource(image) : null;
    },
    images: (p: ProductSource, args: ConnectionArgs) =>
      connection(p._seed.images.map(imageSource), args, (image) => String(image.id)),
    media: (p: ProductSource, args: ConnectionArgs) =>
      connection(p._seed.images.map(mediaImageSource), args, (media) => media.id),
    options: (p: ProductSource, args: {first?: number | null}) => optionSources(p._seed, args.first),
    priceRange: (p: ProductSource) => priceRange(p._seed.variants.map((v) => v.priceCents)),
    compareAtPriceRange: (p: ProductSource) =>
      priceRange(p._seed.variants.flatMap((v) => (v.compareAtPriceCents === null ? [] : [v.compareAtPriceCents]))),
    variants: (p: ProductSource, args: ConnectionArgs & {sortKey?: string | null}) => {
      const variants = [...p._seed.variants];
      if (args.sortKey === 'TITLE') variants.sort((a, b) => a.title.localeCompare(b.title));
      if (args.sortKey === 'SKU') variants.sort((a, b) => a.sku.localeCompare(b.sku));
      return connection(variants.map(variantNode(p._seed)), args, (v) => String(v?.id));
    },
    variantsCount: (p: ProductSource) => ({__typename: 'Count', count: p._seed.variants.length, precision: 'EXACT'}),
    selectedOrFirstAvailableVariant: (p: ProductSource, args: SelectionArgs) =>
      variantNode(p._seed)(selectedOrFirstAvailableVariant(p._seed, args)),
    variantBySelectedOptions: (p: ProductSource, args: SelectionArgs) =>
      variantNode(p._seed)(variantBySelectedOptions(p._seed, args)),
    adjacentVariants: (p: ProductSource, args: SelectionArgs) =>
      adjacentVariants(p._seed, args).map((v) => variantSource(p._seed, v)),
    encodedVariantExistence: (p: ProductSource) => encodeVariants(p._seed, p._seed.variants),
    encodedVariantAvailability: (p: ProductSource) =>
      encodeVariants(p._seed, p._seed.variants.filter(variantAvailable)),
    collections: (p: ProductSource, args: ConnectionArgs, context) =>
      connection(
        (context.catalog.collectionsOfProduct.get(p._seed.id) ?? []).map(collectionSource),
        args,
        (c) => c.id as string,
      ),
    sellingPlanGroups: emptyConnection,
    ...metafieldResolvers((p: ProductSource) => p._seed),
  },
  ProductVariant: {
    price: (v: VariantSource) => money(v._seed.priceCents),
    priceV2: (v: VariantSource) => money(v._seed.priceCents),
    compareAtPrice: (v: VariantSource) =>
      v._seed.compareAtPriceCents === null ? null : money(v._seed.compareAtPriceCents),
    compareAtPriceV2: (v: VariantSource) =>
      v._seed.compareAtPriceCents === null ? null : money(v._seed.compareAtPriceCents),
    image: (v: VariantSource) => {
      const image = imageById(v._product, v._seed.imageId) ?? v._product.images[0];
      return image ? imageSource(image) : null;
    },
    product: (v: VariantSource) => productSource(v._product),
    quantityRule: () => ({__typename: 'QuantityRule', minimum: 1, maximum: null, increment: 1}),
    sellingPlanAllocations: emptyConnection,
    components: emptyConnection,
    groupedBy: emptyConnection,
    quantityPriceBreaks: emptyConnection,
    storeAvailability: emptyConnection,
    ...metafieldResolvers((v: VariantSource) => ({id: v._seed.id, metafields: [], updatedAt: v._product.updatedAt})),
  },
};
