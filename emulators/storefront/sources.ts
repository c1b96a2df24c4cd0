// GraphQL source objects for catalogue entities: plain fields copied as properties (so the default
// resolver answers them), the seed record kept under `_seed` for the resolvers that need arguments.
import type {
  SeedCollection,
  SeedImage,
  SeedMetafield,
  SeedMetaobject,
  SeedPage,
  SeedProduct,
  SeedVariant,
} from '../catalog/model';
import {productAvailable, variantAvailable} from './catalog-index';
import {gid, parseGid} from './gid';

export interface ProductSource {
  __typename: 'Product';
  _seed: SeedProduct;
  id: string;
  [field: string]: unknown;
}

export interface VariantSource {
  __typename: 'ProductVariant';
  _seed: SeedVariant;
  id: string;
  _product: SeedProduct;
  [field: string]: unknown;
}

export interface ImageSource {
  __typename: 'Image';
  _seed: SeedImage;
  id: string;
  [field: string]: unknown;
}

export interface MetafieldSource {
  __typename: 'Metafield';
  _seed: SeedMetafield;
  [field: string]: unknown;
}

export interface EntitySource<T, N extends string> {
  __typename: N;
  _seed: T;
  id: string;
  [field: string]: unknown;
}

export function productSource(product: SeedProduct): ProductSource {
  return {
    __typename: 'Product',
    _seed: product,
    id: product.id,
    handle: product.handle,
    title: product.title,
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    publishedAt: product.publishedAt,
    availableForSale: productAvailable(product),
    isGiftCard: product.kind === 'gift-card',
    requiresSellingPlan: false,
    onlineStoreUrl: null,
    trackingParameters: null,
    category: null,
    totalInventory: product.variants.reduce((sum, v) => sum + (v.quantityAvailable ?? 0), 0),
  };
}

export function variantSource(product: SeedProduct, variant: SeedVariant): VariantSource {
  return {
    __typename: 'ProductVariant',
    _seed: variant,
    _product: product,
    id: variant.id,
    title: variant.title,
    sku: variant.sku,
    barcode: null,
    availableForSale: variantAvailable(variant),
    currentlyNotInStock: false,
    quantityAvailable: variant.quantityAvailable,
    requiresShipping: variant.requiresShipping,
    requiresComponents: false,
    taxable: true,
    weight: variant.weightGrams,
    weightUnit: 'GRAMS',
    unitPrice: null,
    unitPriceMeasurement: null,
    shopPayInstallmentsPricing: null,
    selectedOptions: variant.selectedOptions.map((o) => ({__typename: 'SelectedOption', ...o})),
  };
}

export function imageSource(image: SeedImage): ImageSource {
  return {
    __typename: 'Image',
    _seed: image,
    id: image.id,
    altText: image.altText,
    width: image.width,
    height: image.height,
    thumbhash: null,
  };
}

function stableHash(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

export function metafieldSource(
  ownerId: string,
  metafield: SeedMetafield,
  updatedAt: string,
): MetafieldSource {
  const ownerNumber = parseGid(ownerId)?.id ?? ownerId;
  return {
    __typename: 'Metafield',
    _seed: metafield,
    id: gid('Metafield', stableHash(`${ownerNumber}/${metafield.namespace}.${metafield.key}`)),
    namespace: metafield.namespace,
    key: metafield.key,
    type: metafield.type,
    value: metafield.value,
    description: null,
    createdAt: updatedAt,
    updatedAt,
  };
}

export function collectionSource(collection: SeedCollection): EntitySource<SeedCollection, 'Collection'> {
  return {
    __typename: 'Collection',
    _seed: collection,
    id: collection.id,
    handle: collection.handle,
    title: collection.title,
    descriptionHtml: collection.descriptionHtml,
    updatedAt: collection.updatedAt,
    onlineStoreUrl: null,
    trackingParameters: null,
  };
}

export function pageSource(page: SeedPage): EntitySource<SeedPage, 'Page'> {
  return {
    __typename: 'Page',
    _seed: page,
    id: page.id,
    handle: page.handle,
    title: page.title,
    body: page.body,
    bodySummary: page.bodySummary,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    onlineStoreUrl: null,
    trackingParameters: null,
  };
}

export function metaobjectSource(metaobject: SeedMetaobject): EntitySource<SeedMetaobject, 'Metaobject'> {
  return {
    __typename: 'Metaobject',
    _seed: metaobject,
    id: metaobject.id,
    type: metaobject.type,
    handle: metaobject.handle,
    updatedAt: metaobject.updatedAt,
    onlineStoreUrl: null,
  };
}

export function seoSource(seo: {title: string | null; description: string | null}) {
  return {__typename: 'SEO', title: seo.title, description: seo.description};
}
