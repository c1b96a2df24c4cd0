// Care plans (spec §3 Care plan; shoppers read "protection plans"): each paid plan has one variant
// per price band of the covered piece; the free limited warranty has none and is included with every piece.
import {z} from 'zod';
import type {CarePlan, CarePlanSummary} from './cart-view';
import type {Money} from '~/features/catalog/model/money';

export interface PlanProduct {
  id: string;
  title: string;
  descriptionHtml: string;
  coverageTerm: string;
  bands: {variantId: string; minCents: number; maxCents: number}[];
  variants: {id: string; price: Money}[];
}

const bandsSchema = z.array(
  z.object({variantId: z.string(), minCents: z.number().int().nonnegative(), maxCents: z.number().int().nonnegative()}),
);

/** The `store.priceBands` JSON text; unreadable text means the plan has no bands. */
export function parsePriceBands(json: string | null | undefined): PlanProduct['bands'] {
  if (!json) return [];
  try {
    const parsed = bandsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const toCents = (money: Money) => Math.round(Number(money.amount) * 100);

const isFreePlan = (plan: PlanProduct) => plan.bands.length === 0;

/** The paid plans that cover a piece of this price, each at its band's price; cheapest term first. */
export function applicableCarePlans(plans: readonly PlanProduct[], coveredCents: number): CarePlan[] {
  return plans.flatMap((plan): CarePlan[] => {
    const band = plan.bands.find((b) => coveredCents >= b.minCents && coveredCents <= b.maxCents);
    const variant = band && plan.variants.find((v) => v.id === band.variantId);
    if (!variant) return [];
    return [{shopifyProductVariantId: variant.id, name: plan.title, coverageTerm: plan.coverageTerm, price: variant.price}];
  });
}

/** The bullet points of a plan's description, as plain text. */
export function planFeatures(descriptionHtml: string): string[] {
  const items = [...descriptionHtml.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => m[1] ?? '');
  return items
    .map((item) =>
      item
        .replace(/<[^>]*>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .trim(),
    )
    .filter(Boolean);
}

/** The plans compared in the Protection Plans dialog: the free warranty first, then by term. */
export function carePlanSummaries(plans: readonly PlanProduct[]): CarePlanSummary[] {
  return [...plans]
    .sort((a, b) => Number(!isFreePlan(a)) - Number(!isFreePlan(b)))
    .map((plan) => ({
      productId: plan.id,
      name: plan.title,
      coverageTerm: plan.coverageTerm,
      isFree: isFreePlan(plan),
      features: planFeatures(plan.descriptionHtml),
    }));
}
