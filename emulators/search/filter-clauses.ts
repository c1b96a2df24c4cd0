// Algolia's filters are always a conjunction of OR-groups whose members are single, optionally
// negated conditions (it rejects every other boolean shape). `filters`, `facetFilters`,
// `numericFilters` and `tagFilters` all reduce to this one form, so the indexes evaluate one thing.

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type Condition =
  /** `attr:value`; facet values match case-insensitively, as Algolia does. */
  | {kind: 'facet'; attribute: string; value: string; negated: boolean}
  | {kind: 'numeric'; attribute: string; operator: NumericOperator; value: number; negated: boolean}
  /** `attr:lower TO upper`, both bounds inclusive. */
  | {kind: 'range'; attribute: string; lower: number; upper: number; negated: boolean}
  /** `_tags:value` or a bare value; tags match case-sensitively. */
  | {kind: 'tag'; value: string; negated: boolean};

/** Records must satisfy at least one condition of the group. */
export type OrGroup = Condition[];

/** Records must satisfy every group. */
export type FilterClauses = OrGroup[];

export function conditionAttribute(condition: Condition): string {
  return condition.kind === 'tag' ? '_tags' : condition.attribute;
}

export function compareNumber(left: number, operator: NumericOperator, right: number): boolean {
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '=':
      return left === right;
    case '!=':
      return left !== right;
    case '>=':
      return left >= right;
    case '>':
      return left > right;
  }
}
