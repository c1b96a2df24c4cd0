// The array forms of filtering (`facetFilters`, `numericFilters`, `tagFilters`): a flat list is an
// AND, a nested list is an OR, one level deep at most, exactly as Algolia reads them.
import {badRequest} from './search-error';
import type {Condition, FilterClauses, NumericOperator} from './filter-clauses';

const COMPARISON = /^\s*([^\s<>=!:]+)\s*(<=|>=|!=|<|>|=)\s*(\S+)\s*$/;
const RANGE = /^\s*([^\s<>=!:]+)\s*:\s*(\S+)\s+TO\s+(\S+)\s*$/;

function toGroups(parameter: string, value: unknown): string[][] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return [[value]];
  if (!Array.isArray(value)) throw badRequest(`Invalid value for ${parameter}: expected a string or an array`);
  return (value as unknown[]).map((entry) => {
    if (typeof entry === 'string') return [entry];
    if (Array.isArray(entry) && entry.every((member) => typeof member === 'string')) return entry;
    throw badRequest(`Invalid value for ${parameter}: arrays may nest one level, of strings`);
  });
}

/** `attr:value`, `attr:-value` (negated), `attr:\-value` (a value that starts with a minus). */
export function facetCondition(filter: string): Condition {
  const colon = filter.indexOf(':');
  if (colon < 1) throw badRequest(`facetFilters: invalid filter "${filter}", expected attribute:value`);
  const attribute = filter.slice(0, colon);
  const raw = filter.slice(colon + 1);
  const negated = raw.startsWith('-');
  const value = negated ? raw.slice(1) : raw;
  return {kind: 'facet', attribute, value: value.startsWith('\\-') ? value.slice(1) : value, negated};
}

function number(text: string, filter: string): number {
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) {
    throw badRequest(`numericFilters: invalid number "${text}" in "${filter}"`);
  }
  return value;
}

/** `attr op value` or `attr:lower TO upper`. */
export function numericCondition(filter: string): Condition {
  const range = RANGE.exec(filter);
  if (range) {
    const [, attribute = '', lower = '', upper = ''] = range;
    return {kind: 'range', attribute, lower: number(lower, filter), upper: number(upper, filter), negated: false};
  }
  const comparison = COMPARISON.exec(filter);
  if (!comparison) {
    throw badRequest(`numericFilters: invalid filter "${filter}", expected "attribute operator value" or "attribute:lower TO upper"`);
  }
  const [, attribute = '', operator = '', value = ''] = comparison;
  return {kind: 'numeric', attribute, operator: operator as NumericOperator, value: number(value, filter), negated: false};
}

function tagCondition(filter: string): Condition {
  if (filter.startsWith('-')) return {kind: 'tag', value: filter.slice(1), negated: true};
  return {kind: 'tag', value: filter.replace(/^\\-/, '-'), negated: false};
}

/** A string that holds a JSON array (the URL-encoded `params` form) is read as that array. */
function decoded(value: unknown): unknown {
  if (typeof value !== 'string' || !value.trimStart().startsWith('[')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badRequest(`Invalid JSON array in filter parameter: ${value}`);
  }
}

export function facetFilterClauses(value: unknown): FilterClauses {
  return toGroups('facetFilters', decoded(value)).map((group) => group.map(facetCondition));
}

export function numericFilterClauses(value: unknown): FilterClauses {
  return toGroups('numericFilters', decoded(value)).map((group) => group.map(numericCondition));
}

export function tagFilterClauses(value: unknown): FilterClauses {
  return toGroups('tagFilters', decoded(value)).map((group) => group.map(tagCondition));
}
