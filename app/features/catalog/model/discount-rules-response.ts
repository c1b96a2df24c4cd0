// Apart from discount-rules.ts, so pages that only price products do not load the answer's
// validation (and zod).
import {z} from 'zod';
import type {DiscountRule} from './discount-rules';

const ruleSchema = z.object({
  field: z.string(),
  values: z.array(z.object({value: z.string()})),
  op: z.enum(['equals', 'includes']),
  percent: z.number().gt(0).max(100),
  priceMax: z.number().nonnegative().nullish(),
  universal: z.boolean(),
});

/** The rules of a `GET /api/discounts` answer; a malformed rule is left out, a malformed answer gives none. */
export function readDiscountRulesResponse(body: unknown): DiscountRule[] {
  const parsed = z.object({discounts: z.array(z.unknown())}).safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.discounts.flatMap((rule) => {
    const result = ruleSchema.safeParse(rule);
    return result.success ? [result.data] : [];
  });
}
