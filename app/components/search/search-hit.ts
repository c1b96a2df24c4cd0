import type {Hit} from 'instantsearch.js';

/** The attributes of a `products` record the storefront reads (config/search HIT_ATTRIBUTES). */
export interface ProductRecord {
  name: string;
  price: number;
  compareAtPrice?: number | null;
  imageUrl?: string | null;
  slug: string;
  type?: string;
  tags?: string[];
}

export type ProductHit = Hit<ProductRecord>;

export const productHref = (slug: string) => `/shop/products/${encodeURIComponent(slug)}`;
