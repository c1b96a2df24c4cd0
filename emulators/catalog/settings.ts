// Engagement-ring settings: the products the ring builder starts from. Variants are Metal x Center
// Stone Shape; ring size, band width and engraving live in the `store.options` metafield instead.
import {CATALOG_EPOCH, CATALOG_START, addDays, randomTime} from './dates';
import type {IdAllocator} from './ids';
import {settingHandle, settingImagePath} from './image-paths';
import {BADGE_BEST_SELLER, BADGE_NEW_ARRIVAL, BADGE_ONLY_ONE_LEFT} from './markers';
import {METALS, type Metal} from './materials';
import {deliveryMetafields, storeMetafield} from './metafields';
import type {SeedMetafield, SeedProduct} from './model';
import {buildProduct} from './product-builder';
import type {Random} from './random';
import {SETTING_NAMES, SETTING_STYLE_INFO, type SettingStyleInfo} from './setting-styles';
import {settingOptionsMetafield} from './setting-options';
import {STONE_SHAPES, shapeSlug, type StoneShape} from './shapes';
import {bulletList, escapeHtml, retailCents} from './text';

const SETTINGS_PER_STYLE = 4;
const STONE_SIZE_BEGINS = [0.25, 0.5, 0.5, 0.75, 1] as const;
const STONE_SIZE_ENDS = [2, 2.5, 3, 3, 4, 5] as const;

interface SettingPlan {
  info: SettingStyleInfo;
  name: string;
  shapes: StoneShape[];
  createdAtMs: number;
  totalSales: number;
  /** Null: no stone-size metafields, so the storefront's default 0-5 ct range applies. */
  stoneSize: {begin: number; end: number} | null;
  badge: string | null;
  priceUsd: number;
  compareAtFactor: number | null;
}

function planSettings(random: Random): SettingPlan[] {
  const names = random.shuffle(SETTING_NAMES);
  const plans = SETTING_STYLE_INFO.flatMap((info, s) =>
    Array.from({length: SETTINGS_PER_STYLE}, (_, k): SettingPlan => {
      const shapeCount = random.int(2, Math.min(6, info.shapes.length));
      const chosen = new Set(random.sample(info.shapes, shapeCount));
      const begin = random.pick(STONE_SIZE_BEGINS);
      return {
        info,
        name: names[s * SETTINGS_PER_STYLE + k] ?? `Design ${s}-${k}`,
        // Canonical order keeps pickers stable: Round first, Lozenge last.
        shapes: STONE_SHAPES.filter((shape) => chosen.has(shape)),
        createdAtMs: randomTime(random, CATALOG_START, addDays(CATALOG_EPOCH, -75)),
        totalSales: Math.round(random.lognormal(Math.log(90), 0.9)),
        stoneSize: {begin, end: Math.max(begin + 1, random.pick(STONE_SIZE_ENDS))},
        badge: null,
        priceUsd: info.basePriceUsd * random.float(0.88, 1.25),
        compareAtFactor: random.chance(0.25) ? random.float(1.15, 1.35) : null,
      };
    }),
  );
  // Merchandising decisions made over the whole range, so every badge kind is present.
  const bySales = [...plans].sort((a, b) => b.totalSales - a.totalSales);
  for (const plan of bySales.slice(0, 5)) plan.badge = BADGE_BEST_SELLER;
  const rest = random.shuffle(bySales.slice(5));
  for (const plan of rest.slice(0, 4)) {
    plan.badge = BADGE_NEW_ARRIVAL;
    plan.createdAtMs = randomTime(random, addDays(CATALOG_EPOCH, -60), CATALOG_EPOCH);
  }
  for (const plan of rest.slice(4, 6)) plan.badge = BADGE_ONLY_ONE_LEFT;
  for (const plan of rest.slice(6, 10)) plan.stoneSize = null;
  return plans;
}

function describe(plan: SettingPlan): string {
  const {info} = plan;
  const shapes = plan.shapes.map((s) => s.toLowerCase()).join(', ');
  const fit = plan.stoneSize
    ? `Designed for center stones from ${plan.stoneSize.begin} to ${plan.stoneSize.end} carats.`
    : 'Made to order around the center stone you choose.';
  return (
    `<p>${escapeHtml(info.lead)}</p>` +
    `<p>${escapeHtml(`The ${plan.name} is crafted to order in recycled 14K gold or platinum and drawn for ${shapes} center stones. ${fit}`)}</p>` +
    `<h3>Details</h3>${bulletList(info.details)}`
  );
}

function metafields(plan: SettingPlan, random: Random): SeedMetafield[] {
  const start = random.int(7, 12);
  const fields = [
    settingOptionsMetafield(plan.info),
    storeMetafield.boolean('isStaticConfiguration', false),
    storeMetafield.text('style', plan.info.label),
    ...deliveryMetafields(start, start + random.int(4, 7)),
  ];
  if (plan.stoneSize) {
    fields.push(
      storeMetafield.decimal('stoneSizeBegin', plan.stoneSize.begin),
      storeMetafield.decimal('stoneSizeEnd', plan.stoneSize.end),
    );
  }
  return fields;
}

function metalPrice(plan: SettingPlan, metal: Metal) {
  const priceCents = retailCents(plan.priceUsd * metal.priceFactor);
  return {
    priceCents,
    compareAtPriceCents: plan.compareAtFactor ? retailCents((priceCents / 100) * plan.compareAtFactor) : null,
  };
}

export function generateSettings(ids: IdAllocator, random: Random): SeedProduct[] {
  return planSettings(random).map((plan) => {
    const {info} = plan;
    const title = `The ${plan.name} ${info.label} Setting`;
    const primaryShape = plan.shapes[0] ?? 'Round';
    const tags = [
      'engagement',
      'category:engagement-ring-settings',
      `style:${info.style}`,
      ...METALS.map((m) => `metal:${m.slug}`),
      ...plan.shapes.map((s) => `shape:${shapeSlug(s)}`),
      ...(plan.badge ? [plan.badge] : []),
    ];
    return buildProduct(ids, random, {
      kind: 'setting',
      productType: 'Engagement Ring Setting',
      title,
      handle: settingHandle(plan.name, info.style),
      descriptionHtml: describe(plan),
      tags,
      createdAtMs: plan.createdAtMs,
      options: [
        {name: 'Metal', values: METALS.map((m) => ({name: m.name, swatchColor: m.swatchColor}))},
        {name: 'Center Stone Shape', values: plan.shapes.map((name) => ({name}))},
      ],
      planVariant: (selected) => {
        const metal = METALS.find((m) => m.name === selected.get('Metal')) ?? METALS[0]!;
        // Each variant shows its own centre stone shape, as a merchant photographs each one.
        const shape = plan.shapes.find((s) => s === selected.get('Center Stone Shape')) ?? primaryShape;
        return {
          ...metalPrice(plan, metal),
          quantityAvailable: plan.badge === BADGE_ONLY_ONE_LEFT ? 1 : null,
          image: {
            path: settingImagePath(info.style, shape, metal.slug),
            altText: `${title} in ${metal.name} with ${/^[AEIOU]/.test(shape) ? 'an' : 'a'} ${shape.toLowerCase()} center stone`,
          },
        };
      },
      metafields: metafields(plan, random),
      totalSales: plan.totalSales,
      skuPrefix: `ST-${info.style.slice(0, 3).toUpperCase()}${plan.name.slice(0, 3).toUpperCase()}`,
      requiresShipping: true,
      weightGrams: 4,
      seoDescription: `${info.label} engagement ring setting. ${info.lead}`,
    });
  });
}
