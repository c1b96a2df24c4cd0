// Ready-made jewelry products (kind 'static'): in stock, shipped as is, with real inventory levels so
// the storefront shows sold-out and low-stock states.
import {CATALOG_EPOCH, CATALOG_START, addDays, randomTime} from './dates';
import type {IdAllocator} from './ids';
import {productImagePath} from './image-paths';
import {BADGE_BEST_SELLER, BADGE_LIMITED_EDITION, BADGE_NEW_ARRIVAL, BADGE_ONLY_ONE_LEFT, SALE_TAG} from './markers';
import {DIAMOND_GEM, GEMSTONES, METALS, PLAIN_GEM_SLUG, type Gemstone, type Metal} from './materials';
import {deliveryMetafields, storeMetafield} from './metafields';
import type {SeedProduct} from './model';
import {buildProduct, type OptionDraft, type VariantPlan} from './product-builder';
import type {Random} from './random';
import {STATIC_DESIGNS, type StaticDesign} from './static-designs';
import {bulletList, escapeHtml, retailCents, slugify} from './text';

const WEIGHT_GRAMS: Record<StaticDesign['productType'], number> = {
  'Wedding Band': 4,
  Earrings: 3,
  Necklace: 5,
  Bracelet: 9,
};

interface StaticPlan {
  design: StaticDesign;
  createdAtMs: number;
  totalSales: number;
  tags: string[];
  compareAtFactor: number | null;
  onlyOneLeft: boolean;
}

function planStatics(random: Random): StaticPlan[] {
  const plans = STATIC_DESIGNS.map((design): StaticPlan => ({
    design,
    createdAtMs: randomTime(random, CATALOG_START, addDays(CATALOG_EPOCH, -75)),
    totalSales: Math.round(random.lognormal(Math.log(140), 1)),
    tags: [],
    compareAtFactor: random.chance(0.3) ? random.float(1.15, 1.4) : null,
    onlyOneLeft: false,
  }));
  const bySales = [...plans].sort((a, b) => b.totalSales - a.totalSales);
  for (const plan of bySales.slice(0, 4)) plan.tags.push(BADGE_BEST_SELLER);
  const rest = random.shuffle(bySales.slice(4));
  for (const plan of rest.slice(0, 4)) {
    plan.tags.push(BADGE_NEW_ARRIVAL);
    plan.createdAtMs = randomTime(random, addDays(CATALOG_EPOCH, -45), CATALOG_EPOCH);
  }
  for (const plan of rest.slice(4, 6)) {
    plan.tags.push(BADGE_ONLY_ONE_LEFT);
    plan.onlyOneLeft = true;
  }
  rest[6]?.tags.push(BADGE_LIMITED_EDITION);
  // The sale rule discounts at checkout, so sale items carry no compare-at price of their own.
  for (const plan of rest.slice(7, 11)) {
    plan.tags.push(SALE_TAG);
    plan.compareAtFactor = null;
  }
  return plans;
}

function gemsFor(design: StaticDesign): readonly Gemstone[] {
  // Eight colours reads as a birthstone range; smaller ranges for pieces with bigger stones.
  return design.design === 'stud-earrings' || design.design === 'solitaire-pendant' ? GEMSTONES : GEMSTONES.slice(0, 6);
}

function optionsFor(design: StaticDesign): OptionDraft[] {
  const metal: OptionDraft = {name: 'Metal', values: METALS.map((m) => ({name: m.name, swatchColor: m.swatchColor}))};
  if (design.axis === 'gem') {
    return [{name: 'Color', values: gemsFor(design).map((g) => ({name: g.name, swatchColor: g.swatchColor}))}];
  }
  if (design.axis === 'metal-carat') {
    return [metal, {name: 'Total Carat Weight', values: (design.carats ?? []).map(([name]) => ({name}))}];
  }
  return [metal];
}

function stockLevel(random: Random, plan: StaticPlan): number {
  if (plan.onlyOneLeft) return 1;
  return random.weighted<() => number>([
    [() => 0, 12],
    [() => random.int(1, 3), 15],
    [() => random.int(4, 40), 73],
  ])();
}

function planVariant(random: Random, plan: StaticPlan, selected: ReadonlyMap<string, string>): VariantPlan {
  const {design} = plan;
  const metal: Metal = METALS.find((m) => m.name === selected.get('Metal')) ?? METALS[0]!;
  const gem = gemsFor(design).find((g) => g.name === selected.get('Color'));
  const caratFactor = design.carats?.find(([name]) => name === selected.get('Total Carat Weight'))?.[1] ?? 1;
  const priceCents = retailCents(design.basePriceUsd * metal.priceFactor * caratFactor);
  const gemSlug = gem ? gem.slug : design.diamonds ? DIAMOND_GEM.slug : PLAIN_GEM_SLUG;
  return {
    priceCents,
    compareAtPriceCents: plan.compareAtFactor ? retailCents((priceCents / 100) * plan.compareAtFactor) : null,
    quantityAvailable: stockLevel(random, plan),
    image: {
      path: productImagePath(design.design, metal.slug, gemSlug),
      altText: `${design.title} in ${gem ? gem.name : metal.name}`,
    },
  };
}

function tagsFor(plan: StaticPlan): string[] {
  const {design} = plan;
  const materials =
    design.axis === 'gem'
      ? ['metal:white-gold', ...gemsFor(design).map((g) => `gem:${g.slug}`)]
      : METALS.map((m) => `metal:${m.slug}`);
  return [
    'jewelry',
    `category:${design.category}`,
    ...(design.diamonds && design.axis !== 'gem' ? ['gem:diamond'] : []),
    ...materials,
    ...design.tags,
    ...plan.tags,
  ];
}

export function generateStaticProducts(ids: IdAllocator, random: Random): SeedProduct[] {
  return planStatics(random).map((plan, index) => {
    const {design} = plan;
    const start = random.int(2, 4);
    return buildProduct(ids, random, {
      kind: 'static',
      productType: design.productType,
      title: design.title,
      handle: slugify(design.title),
      descriptionHtml: `<p>${escapeHtml(design.lead)}</p>${bulletList(design.details)}`,
      tags: tagsFor(plan),
      createdAtMs: plan.createdAtMs,
      options: optionsFor(design),
      planVariant: (selected) => planVariant(random, plan, selected),
      metafields: [
        storeMetafield.boolean('isStaticConfiguration', true),
        ...deliveryMetafields(start, start + random.int(2, 4)),
      ],
      totalSales: plan.totalSales,
      skuPrefix: `JW-${String(index + 101)}`,
      requiresShipping: true,
      weightGrams: WEIGHT_GRAMS[design.productType],
    });
  });
}
