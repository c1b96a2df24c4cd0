// The local stack's catalogue model: what the seed generator produces, what the database stores,
// and what the Storefront API and search emulators read. Money is integer cents (USD).

export type Gid = string;

export interface SeedImage {
  id: Gid;
  /** Path served by the local stack, e.g. `/images/settings/solitaire-12-white-gold.svg`. */
  path: string;
  altText: string;
  width: number;
  height: number;
}

export interface SeedMetafield {
  namespace: string;
  key: string;
  /** Shopify metafield type, e.g. `number_integer`, `json`, `single_line_text_field`. */
  type: string;
  value: string;
}

export interface SeedOptionValue {
  id: Gid;
  name: string;
  /** Hex colour for swatches (metals, colours), when the value has one. */
  swatchColor?: string;
}

export interface SeedProductOption {
  id: Gid;
  name: string;
  values: SeedOptionValue[];
}

export interface SeedVariant {
  id: Gid;
  title: string;
  sku: string;
  priceCents: number;
  compareAtPriceCents: number | null;
  selectedOptions: {name: string; value: string}[];
  imageId: Gid | null;
  /** Units in stock; 0 means sold out. Null means not tracked (always available). */
  quantityAvailable: number | null;
  requiresShipping: boolean;
  weightGrams: number;
}

export type ProductKind =
  | 'setting'
  | 'static'
  | 'care-plan'
  | 'free-gift'
  | 'love-note'
  | 'gift-card';

export interface SeedProduct {
  id: Gid;
  handle: string;
  title: string;
  kind: ProductKind;
  /** Shopify productType, e.g. `Engagement Ring Setting`, `Wedding Band`, `Earrings`. */
  productType: string;
  vendor: string;
  description: string;
  descriptionHtml: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  options: SeedProductOption[];
  variants: SeedVariant[];
  images: SeedImage[];
  /**
   * Includes `store.estimatedDeliveryDaysStart`/`End`, settings' `store.stoneSizeBegin`/`End`.
   * Also, namespace `store`: `isStaticConfiguration` (boolean, every product); settings' `options`
   * (json, the storefront's own options, see catalog/setting-options.ts) and `style`; care plans'
   * `coverageTerm` and `priceBands` (json: [{variantId, minCents, maxCents}] per covered-price band).
   */
  metafields: SeedMetafield[];
  /** Lifetime units sold, for BEST_SELLING order. */
  totalSales: number;
  seo: {title: string | null; description: string | null};
}

export interface SeedCollection {
  id: Gid;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  image: SeedImage | null;
  /** Parent collection handle for nested categories, null at the top level. */
  parentHandle: string | null;
  /** Product ids in the collection's manual (featured) order. */
  productIds: Gid[];
  /** `store.collectionType`: `collection` (/shop/collections/...) or `category` (/shop/categories/...). */
  metafields: SeedMetafield[];
  updatedAt: string;
  seo: {title: string | null; description: string | null};
}

export interface SeedPage {
  id: Gid;
  handle: string;
  title: string;
  body: string;
  bodySummary: string;
  createdAt: string;
  updatedAt: string;
  seo: {title: string | null; description: string | null};
}

export interface SeedMetaobject {
  id: Gid;
  /** e.g. `menu`, `banner`, `discount_rule`. */
  type: string;
  handle: string;
  updatedAt: string;
  fields: {key: string; type: string; value: string}[];
}

export interface SeedShop {
  id: Gid;
  name: string;
  description: string;
  primaryDomainUrl: string;
  moneyFormat: string;
  policies: {
    handle: 'privacy-policy' | 'terms-of-service' | 'refund-policy' | 'shipping-policy';
    title: string;
    body: string;
  }[];
  /** Shop Pay Installments financing plans, money in cents. */
  financingPlans: {
    id: Gid;
    minPriceCents: number;
    maxPriceCents: number;
    terms: {
      id: Gid;
      apr: number;
      frequency: 'MONTHLY' | 'WEEKLY';
      loanType: 'INTEREST' | 'SPLIT_PAY' | 'ZERO_PERCENT';
      installmentsCount: {count: number; precision: 'EXACT' | 'GREATER_THAN_OR_EQUALS'};
    }[];
  }[];
}

export interface SeedCustomer {
  id: Gid;
  email: string;
  /** Plain text: local-stack demo accounts only. */
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  acceptsMarketing: boolean;
  createdAt: string;
}

export interface SeedOrderLine {
  title: string;
  variantId: Gid | null;
  variantTitle: string | null;
  quantity: number;
  /** The unit price before discounts. */
  priceCents: number;
  /** The automatic discount on the line, when one applied: `cents` off the whole line. */
  discount?: {title: string; percent: number; cents: number};
  attributes: {key: string; value: string}[];
}

export interface SeedOrder {
  id: Gid;
  /** Shopify order number, e.g. 1001. */
  orderNumber: number;
  customerId: Gid | null;
  email: string;
  processedAt: string;
  financialStatus:
    | 'AUTHORIZED'
    | 'PAID'
    | 'PARTIALLY_PAID'
    | 'PARTIALLY_REFUNDED'
    | 'PENDING'
    | 'REFUNDED'
    | 'VOIDED';
  fulfillmentStatus:
    | 'FULFILLED'
    | 'IN_PROGRESS'
    | 'ON_HOLD'
    | 'OPEN'
    | 'PARTIALLY_FULFILLED'
    | 'PENDING_FULFILLMENT'
    | 'RESTOCKED'
    | 'SCHEDULED'
    | 'UNFULFILLED';
  note: string | null;
  lines: SeedOrderLine[];
  subtotalCents: number;
  totalTaxCents: number;
  totalCents: number;
}

export const DIAMOND_SHAPES = [
  'Round',
  'Oval',
  'Cushion',
  'Elongated Cushion',
  'Elongated Oval',
  'Emerald',
  'Princess',
  'Pear',
  'Radiant',
  'Marquise',
  'Asscher',
  'Half Moon',
  'Baguette',
  'Triangle',
] as const;
export type DiamondShape = (typeof DIAMOND_SHAPES)[number];

/** Diamond colour and clarity grades best first; slider positions index these arrays. */
export const DIAMOND_COLORS = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'] as const;
export const DIAMOND_CLARITIES = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2'] as const;
/**
 * Moissanite is not graded stone by stone on the diamond scales: makers sell it in colour bands
 * (Charles & Colvard's "D-E-F colorless" and "G-H-I near colorless"), promise eye-clean stones and
 * give their own certificate of authenticity rather than a grading lab's report.
 */
export const MOISSANITE_COLORS = ['D-E-F', 'G-H-I'] as const;
export const MOISSANITE_CLARITY = 'Eye-clean';
/** The lab field of a stone no grading lab has graded. */
export const NO_GRADING_LAB = '';
export const DIAMOND_CUTS = ['Ideal', 'Excellent', 'Very Good', 'Good'] as const;
export const DIAMOND_FINISHES = ['Excellent', 'Very Good', 'Good'] as const;
export const DIAMOND_FLUORESCENCE = ['None', 'Faint', 'Medium', 'Strong'] as const;
export const DIAMOND_LABS = ['GIA', 'IGI'] as const;
export const DIAMOND_TYPES = ['natural', 'lab', 'moissanite'] as const;
export type DiamondType = (typeof DIAMOND_TYPES)[number];

/**
 * One loose stone, in the shape both the Storefront API emulator (as a purchasable variant) and the
 * search service (`diamonds` index record) read. The index `n` (0-based) fixes its ids.
 */
export interface SeedDiamond {
  objectID: string;
  stockNumber: string;
  certNumber: string;
  productId: Gid;
  variantId: Gid;
  handle: string;
  type: DiamondType;
  shape: DiamondShape;
  carat: number;
  color: (typeof DIAMOND_COLORS)[number] | (typeof MOISSANITE_COLORS)[number];
  clarity: (typeof DIAMOND_CLARITIES)[number] | typeof MOISSANITE_CLARITY;
  cut: (typeof DIAMOND_CUTS)[number];
  polish: (typeof DIAMOND_FINISHES)[number];
  symmetry: (typeof DIAMOND_FINISHES)[number];
  fluorescence: (typeof DIAMOND_FLUORESCENCE)[number];
  /** The grading lab, or NO_GRADING_LAB for moissanite (its certificate is the maker's). */
  lab: (typeof DIAMOND_LABS)[number] | typeof NO_GRADING_LAB;
  measurements: {length: number; width: number; depth: number};
  depthPercent: number;
  tablePercent: number;
  lengthWidthRatio: number;
  /** Whole USD, the field the ring builder sorts and filters on. */
  total_sales_price: number;
  imagePath: string;
}

/** A product record as the search service's `products` index holds it. */
export interface SearchProductRecord {
  objectID: string;
  productId: Gid;
  slug: string;
  name: string;
  type: string;
  category: string;
  metal: string[];
  shape: string[];
  tags: string[];
  price: number;
  compareAtPrice: number | null;
  imageUrl: string;
  createdAt: number;
  totalSales: number;
}

export interface Catalog {
  shop: SeedShop;
  products: SeedProduct[];
  collections: SeedCollection[];
  pages: SeedPage[];
  metaobjects: SeedMetaobject[];
  customers: SeedCustomer[];
  orders: SeedOrder[];
}

export interface CatalogOptions {
  seed: number;
  diamondCount: number;
}

export const DEFAULT_SEED = 20240214;
export const DEFAULT_DIAMOND_COUNT = 100_000;
export const MAX_DIAMOND_COUNT = 1_000_000;
