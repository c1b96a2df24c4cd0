// Evaluates filter clauses against plain record objects (the products index is small enough to
// scan). Array attributes match when any element does; facet values compare case-insensitively and
// tags case-sensitively, as in Algolia.
import {compareNumber, type Condition, type FilterClauses} from './filter-clauses';

export function attributeValue(record: object, attribute: string): unknown {
  let value: unknown = record;
  for (const key of attribute.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const scalars = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

function holds(record: object, condition: Condition): boolean {
  switch (condition.kind) {
    case 'facet': {
      const wanted = condition.value.toLowerCase();
      return scalars(attributeValue(record, condition.attribute)).some((v) => String(v).toLowerCase() === wanted);
    }
    case 'numeric':
      return scalars(attributeValue(record, condition.attribute)).some(
        (v) => typeof v === 'number' && compareNumber(v, condition.operator, condition.value),
      );
    case 'range':
      return scalars(attributeValue(record, condition.attribute)).some(
        (v) => typeof v === 'number' && v >= condition.lower && v <= condition.upper,
      );
    case 'tag':
      return scalars(attributeValue(record, '_tags')).some((v) => v === condition.value);
  }
}

export function matchesFilters(record: object, clauses: FilterClauses): boolean {
  return clauses.every((group) => group.some((condition) => holds(record, condition) !== condition.negated));
}
