// A tiny hand-made catalogue and a synthetic diamond stream for the database's tests and
// measurements; independent of the real catalogue generator on purpose.
import {
  DIAMOND_CLARITIES,
  DIAMOND_COLORS,
  DIAMOND_CUTS,
  DIAMOND_FINISHES,
  DIAMOND_FLUORESCENCE,
  DIAMOND_LABS,
  DIAMOND_SHAPES,
  DIAMOND_TYPES,
  type Catalog,
  type SeedDiamond,
} from '../catalog/model';
import type {CartRecord} from './records';

const AT = '2024-02-14T10:00:00.000Z';
const seo = {title: null, description: null};

export function fixtureCatalog(): Catalog {
  return {
    shop: {
      id: 'gid://shopify/Shop/1',
      name: 'Fixture Jewelers',
      description: 'Rings for tests',
      primaryDomainUrl: 'http://127.0.0.1:4010',
      moneyFormat: '${{amount}}',
      policies: [{handle: 'refund-policy', title: 'Refunds', body: '<p>30 days</p>'}],
      financingPlans: [
        {
          id: 'gid://shopify/ShopPayInstallmentsFinancingPlan/1',
          minPriceCents: 5_000,
          maxPriceCents: 3_000_000,
          terms: [
            {
              id: 'gid://shopify/ShopPayInstallmentsFinancingPlanTerm/1',
              apr: 0,
              frequency: 'WEEKLY',
              loanType: 'SPLIT_PAY',
              installmentsCount: {count: 4, precision: 'EXACT'},
            },
          ],
        },
      ],
    },
    products: [
      {
        id: 'gid://shopify/Product/1',
        handle: 'solitaire-ring',
        title: 'Solitaire Ring',
        kind: 'setting',
        productType: 'Engagement Ring Setting',
        vendor: 'Fixture',
        description: 'A classic.',
        descriptionHtml: '<p>A classic.</p>',
        tags: ['solitaire', 'bestseller'],
        createdAt: AT,
        updatedAt: AT,
        publishedAt: AT,
        options: [
          {
            id: 'gid://shopify/ProductOption/1',
            name: 'Metal',
            values: [{id: 'gid://shopify/ProductOptionValue/1', name: 'Platinum', swatchColor: '#e5e4e2'}],
          },
        ],
        variants: [
          {
            id: 'gid://shopify/ProductVariant/1',
            title: 'Platinum',
            sku: 'SOL-PT',
            priceCents: 129_900,
            compareAtPriceCents: null,
            selectedOptions: [{name: 'Metal', value: 'Platinum'}],
            imageId: 'gid://shopify/ProductImage/1',
            quantityAvailable: null,
            requiresShipping: true,
            weightGrams: 4.5,
          },
        ],
        images: [
          {
            id: 'gid://shopify/ProductImage/1',
            path: '/images/settings/solitaire-platinum.svg',
            altText: 'Solitaire ring in platinum',
            width: 800,
            height: 800,
          },
        ],
        metafields: [{namespace: 'store', key: 'stoneSizeBegin', type: 'number_decimal', value: '0.5'}],
        totalSales: 42,
        seo: {title: 'Solitaire', description: null},
      },
      {
        id: 'gid://shopify/Product/2',
        handle: 'care-plan',
        title: 'Care Plan',
        kind: 'care-plan',
        productType: 'Care Plan',
        vendor: 'Fixture',
        description: '',
        descriptionHtml: '',
        tags: [],
        createdAt: AT,
        updatedAt: AT,
        publishedAt: AT,
        options: [],
        variants: [
          {
            id: 'gid://shopify/ProductVariant/2',
            title: 'Default Title',
            sku: 'CARE',
            priceCents: 9_900,
            compareAtPriceCents: 12_900,
            selectedOptions: [],
            imageId: null,
            quantityAvailable: 0,
            requiresShipping: false,
            weightGrams: 0,
          },
        ],
        images: [],
        metafields: [],
        totalSales: 0,
        seo,
      },
    ],
    collections: [
      {
        id: 'gid://shopify/Collection/1',
        handle: 'engagement-rings',
        title: 'Engagement Rings',
        description: '',
        descriptionHtml: '',
        image: null,
        parentHandle: null,
        productIds: ['gid://shopify/Product/1'],
        metafields: [],
        updatedAt: AT,
        seo,
      },
    ],
    pages: [
      {
        id: 'gid://shopify/Page/1',
        handle: 'about',
        title: 'About',
        body: '<p>Hello — “quoted” ✨</p>',
        bodySummary: 'Hello',
        createdAt: AT,
        updatedAt: AT,
        seo,
      },
    ],
    metaobjects: [
      {
        id: 'gid://shopify/Metaobject/1',
        type: 'menu',
        handle: 'menu-v3',
        updatedAt: AT,
        fields: [{key: 'items', type: 'json', value: '[{"title":"Rings","url":"/collections/rings"}]'}],
      },
      {
        id: 'gid://shopify/Metaobject/2',
        type: 'banner',
        handle: 'menu-v3',
        updatedAt: AT,
        fields: [],
      },
    ],
    customers: [
      {
        id: 'gid://shopify/Customer/1',
        email: 'Ada@Example.com',
        password: 'secret',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: null,
        acceptsMarketing: true,
        createdAt: AT,
      },
    ],
    orders: [
      {
        id: 'gid://shopify/Order/1001',
        orderNumber: 1001,
        customerId: 'gid://shopify/Customer/1',
        email: 'Ada@Example.com',
        processedAt: AT,
        financialStatus: 'PAID',
        fulfillmentStatus: 'FULFILLED',
        note: null,
        lines: [
          {
            title: 'Solitaire Ring',
            variantId: 'gid://shopify/ProductVariant/1',
            variantTitle: 'Platinum',
            quantity: 1,
            priceCents: 129_900,
            attributes: [],
          },
        ],
        subtotalCents: 129_900,
        totalTaxCents: 0,
        totalCents: 129_900,
      },
    ],
  };
}

function pick<T>(values: readonly T[], i: number): T {
  const value = values[i % values.length];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

// Stock numbers are prefixed by type, like the real generator's, so stock-number order is not
// seed order and the stream's ordering is really exercised.
const STOCK_PREFIX = {natural: 'ND', lab: 'LD', moissanite: 'MS'} as const;

/** Deterministic stone `n`. */
export function syntheticDiamond(n: number): SeedDiamond {
  const type = pick(DIAMOND_TYPES, n);
  const stockNumber = `${STOCK_PREFIX[type]}${String(n).padStart(7, '0')}`;
  const carat = 0.3 + ((n * 37) % 470) / 100;
  return {
    objectID: stockNumber,
    stockNumber,
    certNumber: `C${1_000_000_000 + n}`,
    productId: `gid://shopify/Product/${10_000_000 + n}`,
    variantId: `gid://shopify/ProductVariant/${10_000_000 + n}`,
    handle: `diamond-${stockNumber.toLowerCase()}`,
    type,
    shape: pick(DIAMOND_SHAPES, n * 7),
    carat,
    color: pick(DIAMOND_COLORS, n * 3),
    clarity: pick(DIAMOND_CLARITIES, n * 5),
    cut: pick(DIAMOND_CUTS, n),
    polish: pick(DIAMOND_FINISHES, n),
    symmetry: pick(DIAMOND_FINISHES, n + 1),
    fluorescence: pick(DIAMOND_FLUORESCENCE, n),
    lab: pick(DIAMOND_LABS, n),
    measurements: {length: 4 + carat, width: 4 + carat / 2, depth: 2.5 + carat / 3},
    depthPercent: 60 + (n % 40) / 10,
    tablePercent: 55 + (n % 30) / 10,
    lengthWidthRatio: 1 + (n % 50) / 100,
    total_sales_price: 400 + ((n * 7919) % 40_000),
    imagePath: `/images/diamonds/${pick(DIAMOND_SHAPES, n * 7).toLowerCase().replace(/ /g, '-')}.svg`,
  };
}

export function* syntheticDiamonds(count: number): Generator<SeedDiamond> {
  for (let n = 0; n < count; n++) yield syntheticDiamond(n);
}

export function fixtureCart(token: string, overrides: Partial<CartRecord> = {}): CartRecord {
  return {
    token,
    key: `key-${token}`,
    lines: [
      {
        id: `gid://shopify/CartLine/11111111-1111-4111-8111-111111111111?cart=${token}`,
        merchandiseId: 'gid://shopify/ProductVariant/1',
        quantity: 1,
        attributes: [{key: '_entry', value: 'ring-1'}],
      },
    ],
    note: '',
    attributes: [],
    discountCodes: [],
    buyerIdentity: {email: null, phone: null, countryCode: 'US', customerId: null},
    createdAt: AT,
    updatedAt: AT,
    completedAt: null,
    orderId: null,
    ...overrides,
  };
}
