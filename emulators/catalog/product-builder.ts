// Turns a product draft (options, pricing and image rules) into a SeedProduct with Shopify's
// structure: options and values with ids, one variant per option combination, deduplicated images.
import {lifecycleDates} from './dates';
import type {IdAllocator} from './ids';
import type {ProductKind, SeedImage, SeedMetafield, SeedProduct, SeedVariant} from './model';
import type {Random} from './random';
import {SHOP_NAME} from './support-content';
import {htmlToText} from './text';

export const VENDOR = SHOP_NAME;
/** Shopify caps a product at 100 variants; the storefront queries at most 40. */
const MAX_VARIANTS = 40;
export const IMAGE_SIZE = {width: 800, height: 800};

export interface OptionDraft {
  name: string;
  values: {name: string; swatchColor?: string}[];
}

export interface VariantPlan {
  priceCents: number;
  compareAtPriceCents: number | null;
  quantityAvailable: number | null;
  image: {path: string; altText: string};
}

export interface ProductDraft {
  kind: ProductKind;
  productType: string;
  title: string;
  handle: string;
  descriptionHtml: string;
  tags: string[];
  createdAtMs: number;
  /** Empty for single-variant products, which get Shopify's `Title: Default Title`. */
  options: OptionDraft[];
  planVariant(selected: ReadonlyMap<string, string>): VariantPlan;
  metafields: SeedMetafield[];
  totalSales: number;
  skuPrefix: string;
  requiresShipping: boolean;
  weightGrams: number;
  seoDescription?: string;
}

/** 14K White Gold -> 14KWG, Oval -> OVA, $500 - $999.99 -> 500-99999: short, readable SKU parts. */
function skuPart(value: string): string {
  const words = value
    .split(/[\s/]+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, ''))
    .filter(Boolean);
  if (words.length === 1) return (words[0] ?? '').slice(0, 3).toUpperCase();
  return words.map((w) => (/^\d/.test(w) ? w : w.charAt(0))).join('').toUpperCase();
}

function combinations(options: readonly OptionDraft[]): string[][] {
  return options.reduce<string[][]>(
    (acc, option) => acc.flatMap((prefix) => option.values.map((v) => [...prefix, v.name])),
    [[]],
  );
}

export function buildProduct(ids: IdAllocator, random: Random, draft: ProductDraft): SeedProduct {
  const optionDrafts: OptionDraft[] =
    draft.options.length > 0 ? draft.options : [{name: 'Title', values: [{name: 'Default Title'}]}];
  const combos = combinations(optionDrafts);
  if (combos.length > MAX_VARIANTS) {
    throw new Error(`${draft.handle} would have ${combos.length} variants (max ${MAX_VARIANTS})`);
  }
  const productId = ids.next('Product');
  const options = optionDrafts.map((option) => ({
    id: ids.next('ProductOption'),
    name: option.name,
    values: option.values.map((value) => ({id: ids.next('ProductOptionValue'), ...value})),
  }));

  const images: SeedImage[] = [];
  const imageIdByPath = new Map<string, string>();
  const variants: SeedVariant[] = combos.map((values) => {
    const selected = new Map(optionDrafts.map((option, i) => [option.name, values[i] ?? '']));
    const plan = draft.planVariant(selected);
    let imageId = imageIdByPath.get(plan.image.path);
    if (!imageId) {
      imageId = ids.next('ProductImage');
      imageIdByPath.set(plan.image.path, imageId);
      images.push({id: imageId, path: plan.image.path, altText: plan.image.altText, ...IMAGE_SIZE});
    }
    const isDefault = draft.options.length === 0;
    return {
      id: ids.next('ProductVariant'),
      title: isDefault ? 'Default Title' : values.join(' / '),
      sku: isDefault ? draft.skuPrefix : [draft.skuPrefix, ...values.map(skuPart)].join('-'),
      priceCents: plan.priceCents,
      compareAtPriceCents: plan.compareAtPriceCents,
      selectedOptions: optionDrafts.map((option, i) => ({name: option.name, value: values[i] ?? ''})),
      imageId,
      quantityAvailable: plan.quantityAvailable,
      requiresShipping: draft.requiresShipping,
      weightGrams: draft.weightGrams,
    };
  });

  const description = htmlToText(draft.descriptionHtml);
  return {
    id: productId,
    handle: draft.handle,
    title: draft.title,
    kind: draft.kind,
    productType: draft.productType,
    vendor: VENDOR,
    description,
    descriptionHtml: draft.descriptionHtml,
    tags: [...draft.tags].sort(),
    ...lifecycleDates(random, draft.createdAtMs),
    options,
    variants,
    images,
    metafields: draft.metafields,
    totalSales: draft.totalSales,
    seo: {
      title: `${draft.title} | ${VENDOR}`,
      description: draft.seoDescription ?? description.slice(0, 155),
    },
  };
}
