// A small hand-written catalogue for the Storefront API tests: few enough products to reason about
// by eye, with the shapes the rules care about (tracked and untracked stock, sold-out variants,
// swatches, nested collections, a customer with an order, two loose diamonds).
import type {Catalog, SeedDiamond, SeedMetafield, SeedProduct, SeedVariant} from '../catalog/model';

const AT = '2024-03-01T10:00:00Z';
const seo = {title: null, description: null};
const METALS = {'White Gold': '#e5e4e2', 'Yellow Gold': '#e6c36a', Platinum: '#d9d9d6'} as const;

let nextId = 1;
const id = (type: string) => `gid://shopify/${type}/${nextId++}`;

function product(
  n: number,
  fields: Partial<SeedProduct> & {title: string; handle: string},
  options: Record<string, string[]>,
  variant: (values: string[], index: number) => Partial<SeedVariant>,
): SeedProduct {
  const names = Object.keys(options);
  const combos = names.reduce<string[][]>((acc, name) => acc.flatMap((c) => (options[name] ?? []).map((v) => [...c, v])), [[]]);
  const image = {id: `gid://shopify/ProductImage/${n}`, path: `/images/products/${fields.handle}.svg`, altText: fields.title, width: 800, height: 800};
  return {
    id: `gid://shopify/Product/${n}`,
    kind: 'static',
    productType: 'Wedding Band',
    vendor: 'Fixture Jewelers',
    description: `${fields.title} description`,
    descriptionHtml: `<p>${fields.title} description</p>`,
    tags: [],
    createdAt: `2024-01-${String(n).padStart(2, '0')}T00:00:00Z`,
    updatedAt: AT,
    publishedAt: AT,
    images: [image],
    metafields: [
      {namespace: 'store', key: 'estimatedDeliveryDaysStart', type: 'number_integer', value: '3'},
      {namespace: 'store', key: 'estimatedDeliveryDaysEnd', type: 'number_integer', value: '7'},
    ],
    totalSales: n * 3,
    seo,
    ...fields,
    options: names.map((name) => ({
      id: id('ProductOption'),
      name,
      values: (options[name] ?? []).map((value) => ({
        id: id('ProductOptionValue'),
        name: value,
        ...(value in METALS ? {swatchColor: METALS[value as keyof typeof METALS]} : {}),
      })),
    })),
    variants: combos.map((values, i) => ({
      id: `gid://shopify/ProductVariant/${n * 100 + i}`,
      title: values.join(' / '),
      sku: `${fields.handle}-${i}`,
      priceCents: 10_000,
      compareAtPriceCents: null,
      selectedOptions: values.map((value, k) => ({name: names[k] ?? '', value})),
      imageId: image.id,
      quantityAvailable: null,
      requiresShipping: true,
      weightGrams: 5,
      ...variant(values, i),
    })),
  };
}

/** The store's own options (`store.options`) with their surcharges in cents, for the cart transform. */
function optionsMetafield(options: [name: string, values: [value: string, cents: number][]][]): SeedMetafield {
  const json = options.map(([name, values]) => ({
    id: name, name, displayName: name, description: '', format: 'radio',
    values: values.map(([value, cents]) => ({id: `${name}-${value}`, value, displayAttributes: '{}', additionalPriceCents: cents})),
  }));
  return {namespace: 'store', key: 'options', type: 'json', value: JSON.stringify(json)};
}

export function fixtureCatalog(): Catalog {
  nextId = 1;
  const solitaire = product(
    1,
    {title: 'Solitaire Setting', handle: 'solitaire-setting', kind: 'setting', productType: 'Engagement Ring Setting', tags: ['setting', 'BADGE_BESTSELLER'],
      metafields: [{namespace: 'store', key: 'stoneSizeBegin', type: 'number_decimal', value: '0.5'}, optionsMetafield([
        ['Band Width', [['1.8 mm', 0], ['2.5 mm', 24_000]]],
        ['Accent Stones', [['White Diamond', 0], ['Ruby', 25_000]]],
      ])]},
    {Metal: ['White Gold', 'Yellow Gold', 'Platinum'], 'Center Stone Shape': ['Round', 'Oval']},
    (values, i) => ({
      priceCents: values[0] === 'Platinum' ? 180_000 : 120_000 + i * 1_000,
      quantityAvailable: values[0] === 'Platinum' && values[1] === 'Oval' ? 0 : values[0] === 'White Gold' && values[1] === 'Round' ? 3 : null,
    }),
  );
  const band = product(
    2,
    {title: 'Classic Band', handle: 'classic-band', tags: ['band', 'BADGE_SALE']},
    {Metal: ['White Gold', 'Yellow Gold']},
    () => ({priceCents: 45_050, compareAtPriceCents: 60_000, quantityAvailable: 5}),
  );
  const studs = product(3, {title: 'Diamond Studs', handle: 'diamond-studs', productType: 'Earrings', vendor: 'Stone House', tags: ['earrings']}, {Title: ['Default Title']}, () => ({priceCents: 99_900}));
  const pendant = product(4, {title: 'Pearl Pendant', handle: 'pearl-pendant', productType: 'Pendant', tags: ['pendant']}, {Title: ['Default Title']}, () => ({priceCents: 25_000, quantityAvailable: 0}));
  const carePlan = product(5, {title: '3-Year Protection Plan', handle: 'three-year-plan', kind: 'care-plan', productType: 'Care Plan', tags: ['care-plan']}, {Title: ['Default Title']}, () => ({priceCents: 9_900, requiresShipping: false}));
  const bands = Array.from({length: 8}, (_, k) =>
    product(10 + k, {title: `Stacking Band ${k + 1}`, handle: `stacking-band-${k + 1}`, tags: ['band', 'stacking'],
      metafields: [optionsMetafield([['Band Width', [['2 mm', 0], ['3 mm', 3_000]]]])]}, {Metal: ['Yellow Gold']}, () => ({priceCents: 20_000 + k * 5_000})),
  );
  const products = [solitaire, band, studs, pendant, carePlan, ...bands];
  const collection = (n: number, handle: string, title: string, parentHandle: string | null, members: SeedProduct[]) => ({
    id: `gid://shopify/Collection/${n}`,
    handle,
    title,
    description: `${title} collection`,
    descriptionHtml: `<p>${title} collection</p>`,
    image: null,
    parentHandle,
    productIds: members.map((p) => p.id),
    metafields: [],
    updatedAt: AT,
    seo,
  });
  return {
    shop: {
      id: 'gid://shopify/Shop/1',
      name: 'Fixture Jewelers',
      description: 'Rings for tests',
      primaryDomainUrl: 'https://fixture-jewelers.example',
      moneyFormat: '${{amount}}',
      policies: [
        {handle: 'privacy-policy', title: 'Privacy Policy', body: '<p>Private</p>'},
        {handle: 'terms-of-service', title: 'Terms of Service', body: '<p>Terms</p>'},
        {handle: 'refund-policy', title: 'Refund Policy', body: '<p>30 days</p>'},
      ],
      financingPlans: [{
        id: 'gid://shopify/ShopPayInstallmentsFinancingPlan/1',
        minPriceCents: 5_000,
        maxPriceCents: 3_000_000,
        terms: [{id: 'gid://shopify/ShopPayInstallmentsFinancingPlanTerm/1', apr: 0, frequency: 'WEEKLY', loanType: 'SPLIT_PAY', installmentsCount: {count: 4, precision: 'EXACT'}}],
      }],
    },
    products,
    collections: [
      collection(1, 'rings', 'Rings', null, [band, solitaire, ...bands]),
      collection(2, 'engagement-rings', 'Engagement Rings', 'rings', [solitaire]),
      collection(3, 'jewelry', 'Jewelry', null, [studs, pendant, band]),
    ],
    pages: [
      {id: 'gid://shopify/Page/1', handle: 'about', title: 'About Us', body: '<p>Family jewelers</p>', bodySummary: 'Family jewelers', createdAt: AT, updatedAt: AT, seo},
      {id: 'gid://shopify/Page/2', handle: 'faq', title: 'Ring FAQ', body: '<p>Questions</p>', bodySummary: 'Questions', createdAt: AT, updatedAt: AT, seo},
    ],
    metaobjects: [
      {id: 'gid://shopify/Metaobject/1', type: 'banner', handle: 'spring-sale', updatedAt: AT, fields: [
        {key: 'content', type: 'single_line_text_field', value: 'Spring sale'},
        {key: 'product', type: 'product_reference', value: band.id},
      ]},
      {id: 'gid://shopify/Metaobject/2', type: 'banner', handle: 'free-shipping', updatedAt: AT, fields: [{key: 'content', type: 'single_line_text_field', value: 'Free shipping'}]},
      // The shop's one automatic discount: stacking bands up to $300 (Stacking Band 1-3).
      {id: 'gid://shopify/Metaobject/3', type: 'discount_rule', handle: 'stacking-under-300', updatedAt: AT, fields: [
        {key: 'title', type: 'single_line_text_field', value: 'Stacking Event'},
        {key: 'field', type: 'single_line_text_field', value: 'tags'},
        {key: 'values', type: 'json', value: '[{"value":"Stacking"}]'},
        {key: 'op', type: 'single_line_text_field', value: 'equals'},
        {key: 'percent', type: 'number_integer', value: '15'},
        {key: 'priceMax', type: 'number_decimal', value: '300.00'},
        {key: 'universal', type: 'boolean', value: 'false'},
      ]},
    ],
    customers: [{id: 'gid://shopify/Customer/1', email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace', phone: null, acceptsMarketing: true, createdAt: AT}],
    orders: [{
      id: 'gid://shopify/Order/1', orderNumber: 1001, customerId: 'gid://shopify/Customer/1', email: 'ada@example.com', processedAt: AT,
      financialStatus: 'PAID', fulfillmentStatus: 'FULFILLED', note: null,
      lines: [{title: 'Classic Band', variantId: band.variants[0]?.id ?? null, variantTitle: 'White Gold', quantity: 1, priceCents: 45_050, attributes: []}],
      subtotalCents: 45_050, totalTaxCents: 0, totalCents: 45_050,
    }],
  };
}

function diamond(n: number, overrides: Partial<SeedDiamond>): SeedDiamond {
  return {
    objectID: `D${n}`, stockNumber: `LS-${n}`, certNumber: `CERT-${n}`,
    productId: `gid://shopify/Product/${9_000_000_000 + n}`, variantId: `gid://shopify/ProductVariant/${9_000_000_000 + n}`,
    handle: `diamond-${n}`, type: 'lab', shape: 'Round', carat: 1.01, color: 'F', clarity: 'VS1', cut: 'Ideal', polish: 'Excellent',
    symmetry: 'Excellent', fluorescence: 'None', lab: 'IGI', measurements: {length: 6.4, width: 6.4, depth: 4}, depthPercent: 62,
    tablePercent: 57, lengthWidthRatio: 1, total_sales_price: 1_450, imagePath: '/images/diamonds/round.svg',
    ...overrides,
  };
}

export function fixtureDiamonds(): SeedDiamond[] {
  return [diamond(0, {}), diamond(1, {shape: 'Oval', carat: 1.5, type: 'natural', total_sales_price: 8_200})];
}
