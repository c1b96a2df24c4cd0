// Small deterministic catalogue for the search service's tests: diamonds cycling through every
// grade with prices from a fixed LCG, and a handful of products with known words, metals and prices.
import {
  DIAMOND_CLARITIES,
  DIAMOND_COLORS,
  DIAMOND_CUTS,
  DIAMOND_FINISHES,
  DIAMOND_FLUORESCENCE,
  DIAMOND_LABS,
  DIAMOND_SHAPES,
  DIAMOND_TYPES,
  type SearchProductRecord,
  type SeedDiamond,
} from '../catalog/model';
import {createSearchService} from './search-service';

export const TEST_CREDENTIALS = {appId: 'TESTAPP', searchKey: 'test-search-key', adminKey: 'test-admin-key'};

const pick = <T>(values: readonly T[], n: number): T => values[n % values.length] as T;

export function fixtureDiamond(n: number): SeedDiamond {
  const stockNumber = `LD${String(n).padStart(7, '0')}`;
  const lcg = (n * 1_103_515_245 + 12_345) % 2 ** 31;
  const carat = Math.round((0.3 + (lcg % 470) / 100) * 100) / 100;
  return {
    objectID: stockNumber,
    stockNumber,
    certNumber: `LG${String((n * 7919) % 1_000_000_000).padStart(9, '0')}`,
    productId: `gid://shopify/Product/${9_000_000_000 + n}`,
    variantId: `gid://shopify/ProductVariant/${9_000_000_000 + n}`,
    handle: `diamond-${stockNumber.toLowerCase()}`,
    type: pick(DIAMOND_TYPES, n),
    shape: pick(DIAMOND_SHAPES, Math.floor(n / 3)),
    carat,
    color: pick(DIAMOND_COLORS, n),
    clarity: pick(DIAMOND_CLARITIES, Math.floor(n / 2)),
    cut: pick(DIAMOND_CUTS, n),
    polish: pick(DIAMOND_FINISHES, n),
    symmetry: pick(DIAMOND_FINISHES, n + 1),
    fluorescence: pick(DIAMOND_FLUORESCENCE, n),
    lab: pick(DIAMOND_LABS, n),
    measurements: {length: 6.41, width: 6.38, depth: 3.95},
    depthPercent: 61.8,
    tablePercent: 57,
    lengthWidthRatio: 1.01,
    total_sales_price: 200 + (lcg % 20_000),
    imagePath: `/images/diamonds/${pick(DIAMOND_SHAPES, Math.floor(n / 3)).toLowerCase().replace(/ /g, '-')}.svg`,
  };
}

export function* fixtureDiamonds(count: number): Generator<SeedDiamond> {
  for (let n = 0; n < count; n++) yield fixtureDiamond(n);
}

function product(n: number, fields: Partial<SearchProductRecord> & Pick<SearchProductRecord, 'name'>): SearchProductRecord {
  return {
    objectID: `product-${n}`,
    productId: `gid://shopify/Product/${8_174_520_000 + n}`,
    slug: fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    type: 'Engagement Ring Setting',
    category: 'Engagement Rings',
    metal: ['14k White Gold'],
    shape: [],
    tags: [],
    price: 1000,
    compareAtPrice: null,
    imageUrl: `/images/products/${n}.svg`,
    createdAt: 1_700_000_000 + n * 86_400,
    totalSales: 10,
    ...fields,
  };
}

export const FIXTURE_PRODUCTS: SearchProductRecord[] = [
  product(1, {name: 'Classic Solitaire Engagement Ring', metal: ['14k White Gold', 'Platinum'], shape: ['Round'], tags: ['bestseller'], price: 1450, totalSales: 120}),
  product(2, {name: 'Petite Solitaire Ring', metal: ['14k Yellow Gold'], shape: ['Oval'], price: 980, totalSales: 80}),
  product(3, {name: 'Halo Diamond Engagement Ring', metal: ['Platinum'], shape: ['Cushion', 'Round'], tags: ['halo'], price: 2400, totalSales: 60}),
  product(4, {name: 'Three Stone Ring', metal: ['14k Rose Gold'], shape: ['Emerald'], price: 3100, totalSales: 40}),
  product(5, {name: 'Eternity Wedding Band', type: 'Wedding Band', category: 'Wedding Rings', metal: ['Platinum', '18k White Gold'], price: 1900, totalSales: 150, tags: ['-sale']}),
  product(6, {name: 'Diamond Stud Earrings', type: 'Earrings', category: 'Jewelry', metal: ['14k White Gold'], price: 650, compareAtPrice: 800, totalSales: 200, tags: ['gift']}),
  product(7, {name: 'Tennis Bracelet', type: 'Bracelet', category: 'Jewelry', metal: ['14k Yellow Gold'], price: 4200, totalSales: 15}),
  product(8, {name: 'Pavé Solitaire Setting', metal: ['18k Yellow Gold'], shape: ['Pear'], price: 1700, totalSales: 90}),
];

export function createTestService(diamondCount = 600) {
  return createSearchService({products: FIXTURE_PRODUCTS, diamonds: fixtureDiamonds(diamondCount), ...TEST_CREDENTIALS});
}
