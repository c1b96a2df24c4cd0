// Protection plans offered on cart lines (U.S. orders only), the free limited warranty, and the two
// reserved marker products: the free gift and the love note.
import {CATALOG_START, addDays} from './dates';
import type {IdAllocator} from './ids';
import {emblemImagePath, type Emblem} from './image-paths';
import {FREE_GIFT_TAG, LOVE_NOTE_TAG} from './markers';
import {deliveryMetafields, storeMetafield} from './metafields';
import type {ProductKind, SeedMetafield, SeedProduct} from './model';
import {buildProduct, type OptionDraft} from './product-builder';
import type {Random} from './random';
import {bulletList, escapeHtml, formatUsd} from './text';

/** Price bands of the covered item, in cents; a plan variant covers one band. */
const COVERED_PRICE_BANDS: readonly (readonly [number, number])[] = [
  [0, 49_999],
  [50_000, 99_999],
  [100_000, 199_999],
  [200_000, 399_999],
  [400_000, 699_999],
  [700_000, 999_999],
  [1_000_000, 1_499_999],
  [1_500_000, 2_499_999],
  [2_500_000, 5_000_000],
];

interface PlanSpec {
  title: string;
  handle: string;
  kind: ProductKind;
  emblem: Emblem;
  coverageTerm: string;
  /** Plan price per covered-price band, in whole USD. */
  pricesUsd: readonly number[] | null;
  lead: string;
  details: readonly string[];
  tags: string[];
}

const PLANS: readonly PlanSpec[] = [
  {
    title: 'Limited Warranty', handle: 'limited-warranty', kind: 'care-plan', emblem: 'limited-warranty',
    coverageTerm: '1 year', pricesUsd: null, tags: ['care-plan', 'warranty'],
    lead: 'Every piece is covered against manufacturing defects for one year, at no charge.',
    details: ['Manufacturing defects in metal and settings', 'One complimentary resize within 60 days', 'Free inspection and cleaning'],
  },
  {
    title: '3-Year Protection Plan', handle: '3-year-protection-plan', kind: 'care-plan', emblem: 'protection-plan',
    coverageTerm: '3 years', pricesUsd: [49, 79, 129, 199, 299, 399, 549, 749, 999], tags: ['care-plan'],
    lead: 'Three years of accidental-damage cover for everyday wear.',
    details: ['Lost or broken accent stones replaced', 'Prong retipping and rhodium replating', 'Chain and clasp repair', 'Free shipping both ways'],
  },
  {
    title: 'Lifetime Protection Plan', handle: 'lifetime-protection-plan', kind: 'care-plan', emblem: 'lifetime-plan',
    coverageTerm: 'Lifetime', pricesUsd: [89, 139, 219, 339, 499, 649, 899, 1199, 1599], tags: ['care-plan'],
    lead: 'Cover for as long as you own the piece, including center stone loss from a covered setting failure.',
    details: ['Everything in the 3-year plan', 'Center stone replacement after setting failure', 'Transferable once', 'Annual inspection reminders'],
  },
];

function bandLabel([min, max]: readonly [number, number]): string {
  return `${formatUsd(min)} - ${formatUsd(max)}`;
}

function carePlan(ids: IdAllocator, random: Random, spec: PlanSpec): SeedProduct {
  const prices = spec.pricesUsd;
  const bands = prices ? COVERED_PRICE_BANDS.slice(0, prices.length) : [];
  const options: OptionDraft[] = prices ? [{name: 'Covered Price', values: bands.map((b) => ({name: bandLabel(b)}))}] : [];
  const metafields: SeedMetafield[] = [
    storeMetafield.text('coverageTerm', spec.coverageTerm),
    storeMetafield.boolean('isStaticConfiguration', true),
    ...deliveryMetafields(0, 0),
  ];
  const product = buildProduct(ids, random, {
    kind: spec.kind,
    productType: 'Care Plan',
    title: spec.title,
    handle: spec.handle,
    descriptionHtml: `<p>${escapeHtml(spec.lead)}</p>${bulletList(spec.details)}`,
    tags: spec.tags,
    createdAtMs: addDays(CATALOG_START, 2),
    options,
    planVariant: (selected) => {
      const index = bands.findIndex((b) => bandLabel(b) === selected.get('Covered Price'));
      return {
        priceCents: prices ? (prices[index] ?? 0) * 100 : 0,
        compareAtPriceCents: null,
        quantityAvailable: null,
        image: {path: emblemImagePath(spec.emblem), altText: spec.title},
      };
    },
    metafields,
    totalSales: Math.round(random.lognormal(Math.log(prices ? 300 : 2000), 0.3)),
    skuPrefix: `CP-${spec.handle.toUpperCase().slice(0, 8)}`,
    requiresShipping: false,
    weightGrams: 0,
  });
  if (prices) {
    // Lets the cart pick the variant whose band covers a line's price without parsing titles.
    product.metafields.push(
      storeMetafield.json(
        'priceBands',
        product.variants.map((variant, i) => ({variantId: variant.id, minCents: bands[i]?.[0], maxCents: bands[i]?.[1]})),
      ),
    );
  }
  return product;
}

function markerProduct(
  ids: IdAllocator,
  random: Random,
  spec: {title: string; handle: string; kind: ProductKind; tag: string; emblem: Emblem; lead: string},
): SeedProduct {
  return buildProduct(ids, random, {
    kind: spec.kind,
    productType: spec.kind === 'free-gift' ? 'Gift' : 'Love Note',
    title: spec.title,
    handle: spec.handle,
    descriptionHtml: `<p>${escapeHtml(spec.lead)}</p>`,
    tags: [spec.tag],
    createdAtMs: addDays(CATALOG_START, 3),
    options: [],
    planVariant: () => ({
      priceCents: 0,
      compareAtPriceCents: null,
      quantityAvailable: null,
      image: {path: emblemImagePath(spec.emblem), altText: spec.title},
    }),
    metafields: [storeMetafield.boolean('isStaticConfiguration', true), ...deliveryMetafields(2, 5)],
    totalSales: Math.round(random.lognormal(Math.log(1500), 0.3)),
    skuPrefix: spec.kind === 'free-gift' ? 'GIFT-KIT' : 'NOTE-CARD',
    requiresShipping: true,
    weightGrams: spec.kind === 'free-gift' ? 120 : 10,
  });
}

export function generateCarePlans(ids: IdAllocator, random: Random): SeedProduct[] {
  return PLANS.map((spec) => carePlan(ids, random, spec));
}

export function generateMarkerProducts(ids: IdAllocator, random: Random): SeedProduct[] {
  return [
    markerProduct(ids, random, {
      title: 'Complimentary Jewelry Care Kit', handle: 'complimentary-jewelry-care-kit', kind: 'free-gift',
      tag: FREE_GIFT_TAG, emblem: 'gift-box',
      lead: 'A gift with every order: a polishing cloth, a soft brush and a travel pouch.',
    }),
    markerProduct(ids, random, {
      title: 'Handwritten Love Note', handle: 'handwritten-love-note', kind: 'love-note',
      tag: LOVE_NOTE_TAG, emblem: 'love-note',
      lead: 'Your message, handwritten by our studio on a letterpress card and tucked into the box.',
    }),
  ];
}
