// Spec §3 Discount rule: which percentage, if any, applies to a product.

export type DiscountOp = 'equals' | 'includes';

export interface DiscountRule {
  /** The product field compared: `tags` or another field such as `productType`. */
  field: string;
  values: {value: string}[];
  op: DiscountOp;
  percent: number;
  /** The rule applies only to products priced at or below this, when set. */
  priceMax?: number | null;
  universal: boolean;
}

/** What a rule can look at: a product's tags, its other fields, and its price. */
export interface DiscountSubject {
  tags: readonly string[];
  price: number;
  fields?: Readonly<Record<string, string | readonly string[] | null | undefined>>;
}

function fieldValues(subject: DiscountSubject, field: string): readonly string[] {
  if (field === 'tags') return subject.tags;
  const value = subject.fields?.[field];
  if (value === null || value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

function valueMatches(actual: string, expected: string, op: DiscountOp): boolean {
  const a = actual.toLowerCase();
  const e = expected.toLowerCase();
  return op === 'equals' ? a === e : a.includes(e);
}

/**
 * Whether one rule applies. A universal rule skips the field comparison but, like every rule,
 * respects `priceMax`: "10% off everything under $500" is a universal rule with a price cap.
 */
export function ruleApplies(rule: DiscountRule, subject: DiscountSubject): boolean {
  if (rule.priceMax !== null && rule.priceMax !== undefined && subject.price > rule.priceMax) return false;
  if (rule.universal) return true;
  const actual = fieldValues(subject, rule.field);
  return rule.values.some(({value}) => actual.some((candidate) => valueMatches(candidate, value, rule.op)));
}

/** The first matching rule's percent, or null when none matches. */
export function matchDiscountPercent(rules: readonly DiscountRule[], subject: DiscountSubject): number | null {
  return rules.find((rule) => ruleApplies(rule, subject))?.percent ?? null;
}
