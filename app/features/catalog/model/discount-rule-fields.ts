// Validation of `discount_rule` metaobjects (spec §3 Discount rule): a malformed rule is dropped
// with a reason rather than half-applied.
import {z} from 'zod';
import type {DiscountRule} from './discount-rules';

export interface MetaobjectField {
  key: string;
  value?: string | null;
}

const numberText = z.string().trim().min(1).transform(Number).pipe(z.number().finite());

const valuesText = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({code: 'custom', message: 'not JSON'});
      return z.NEVER;
    }
  })
  .pipe(z.array(z.object({value: z.string()})));

const ruleFieldsSchema = z.object({
  field: z.string().trim().min(1),
  values: valuesText,
  op: z.enum(['equals', 'includes']),
  percent: numberText.pipe(z.number().gt(0).max(100)),
  priceMax: numberText.pipe(z.number().nonnegative()).nullish(),
  universal: z.enum(['true', 'false']).nullish().transform((value) => value === 'true'),
  position: numberText.nullish(),
});

export type DiscountRuleParse = {ok: true; rule: DiscountRule; position: number | null} | {ok: false; reason: string};

export function parseDiscountRuleFields(fields: readonly MetaobjectField[]): DiscountRuleParse {
  const record = Object.fromEntries(fields.filter((f) => f.value !== null && f.value !== undefined).map((f) => [f.key, f.value]));
  const result = ruleFieldsSchema.safeParse(record);
  if (!result.success) {
    return {ok: false, reason: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')};
  }
  const {position, priceMax, ...rule} = result.data;
  return {ok: true, rule: {...rule, priceMax: priceMax ?? null}, position: position ?? null};
}

/** Rules in evaluation order: by position, then as stored (first matching rule wins). */
export function orderDiscountRules(parsed: readonly {rule: DiscountRule; position: number | null}[]): DiscountRule[] {
  return parsed
    .map((entry, index) => ({...entry, index}))
    .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.index - b.index)
    .map((entry) => entry.rule);
}
