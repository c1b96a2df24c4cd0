// Schema.org JSON-LD for search engines, from the same rules the pages use: an offer's price is
// the price the product page shows and the cart charges (after the store's discount rules), and
// its availability is the variant's. React Router's meta emits it as a ld+json script, escaping
// `<` and friends, so store text cannot close the script.
import {matchDiscountPercent, type DiscountRule} from './discount-rules';
import {shownPrice} from './price';
import {variantParam} from './variant-id';

type JsonLd = Record<string, unknown>;

interface Money {
  amount: string;
  currencyCode: string;
}

export interface StructuredProduct {
  title: string;
  handle: string;
  description: string;
  vendor: string;
  productType: string;
  tags: readonly string[];
  images: readonly {url: string}[];
  variants: readonly {id: string; sku?: string | null; availableForSale: boolean; price: Money; compareAtPrice?: Money | null}[];
}

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

export function productJsonLd(product: StructuredProduct, rules: readonly DiscountRule[], origin: string): JsonLd {
  const path = `/shop/products/${product.handle}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    url: absolute(origin, path),
    ...(product.images.length > 0 ? {image: product.images.map((image) => absolute(origin, image.url))} : {}),
    ...(product.vendor ? {brand: {'@type': 'Brand', name: product.vendor}} : {}),
    offers: product.variants.map((variant) => {
      const price = Number(variant.price.amount);
      const percent = matchDiscountPercent(rules, {tags: product.tags, price, fields: {productType: product.productType, title: product.title}});
      const compareAt = variant.compareAtPrice ? Number(variant.compareAtPrice.amount) : null;
      return {
        '@type': 'Offer',
        ...(variant.sku ? {sku: variant.sku} : {}),
        price: shownPrice(price, compareAt, percent).price.toFixed(2),
        priceCurrency: variant.price.currencyCode,
        availability: variant.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: absolute(origin, `${path}?variant=${variantParam(variant.id)}`),
      };
    }),
  };
}

/** `crumbs`: from the home page down to the page itself, paths on this site. */
export function breadcrumbJsonLd(crumbs: readonly {name: string; path: string}[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({'@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(origin, crumb.path)})),
  };
}

export function organizationJsonLd(shop: {name: string; logoPath: string; sameAs: readonly string[]}, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: absolute(origin, '/'),
    logo: absolute(origin, shop.logoPath),
    sameAs: [...shop.sameAs],
  };
}
