// Picking variants by selected options, and Shopify's v1 encoding of which option combinations
// exist or are available (a trie: `:` descends, `,` ends a prefix, ` ` a gap, `-` a range).
import type {SeedProduct, SeedVariant} from '../catalog/model';
import {variantAvailable} from './catalog-index';

export interface SelectedOptionInput {
  name: string;
  value: string;
}

export interface SelectionArgs {
  selectedOptions?: SelectedOptionInput[] | null;
  caseInsensitiveMatch?: boolean | null;
  ignoreUnknownOptions?: boolean | null;
}

function same(a: string, b: string, caseInsensitive: boolean): boolean {
  return caseInsensitive ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** The variant matching every selected option; null when none does or an option is unknown. */
export function variantBySelectedOptions(product: SeedProduct, args: SelectionArgs): SeedVariant | null {
  const ci = args.caseInsensitiveMatch ?? false;
  const wanted = (args.selectedOptions ?? []).filter((selected) => {
    const known = product.options.some((o) => same(o.name, selected.name, ci));
    return known || !args.ignoreUnknownOptions;
  });
  if (wanted.length === 0) return null;
  return (
    product.variants.find((variant) =>
      wanted.every((selected) =>
        variant.selectedOptions.some(
          (o) => same(o.name, selected.name, ci) && same(o.value, selected.value, ci),
        ),
      ),
    ) ?? null
  );
}

export function firstAvailableVariant(product: SeedProduct): SeedVariant | null {
  return product.variants.find(variantAvailable) ?? product.variants[0] ?? null;
}

export function selectedOrFirstAvailableVariant(
  product: SeedProduct,
  args: SelectionArgs,
): SeedVariant | null {
  return variantBySelectedOptions(product, args) ?? firstAvailableVariant(product);
}

/** Variants whose options differ from the selected (or first available) variant's in exactly one. */
export function adjacentVariants(product: SeedProduct, args: SelectionArgs): SeedVariant[] {
  const selected = selectedOrFirstAvailableVariant(product, args);
  if (!selected) return [];
  return product.variants.filter((variant) => {
    if (variant === selected) return false;
    const differing = variant.selectedOptions.filter(
      (o) => !selected.selectedOptions.some((s) => s.name === o.name && s.value === o.value),
    );
    return differing.length === 1;
  });
}

function optionIndexes(product: SeedProduct, variant: SeedVariant): number[] | null {
  const indexes: number[] = [];
  for (const option of product.options) {
    const value = variant.selectedOptions.find((o) => o.name === option.name)?.value;
    const index = option.values.findIndex((v) => v.name === value);
    if (index < 0) return null;
    indexes.push(index);
  }
  return indexes;
}

interface TrieNode {
  children: Map<number, TrieNode>;
}

function encodeLeaves(values: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < values.length; ) {
    let j = i;
    while (j + 1 < values.length && values[j + 1] === (values[j] ?? 0) + 1) j++;
    parts.push(j > i ? `${values[i]}-${values[j]}` : String(values[i]));
    i = j + 1;
  }
  return parts.join(' ');
}

function encodeNode(node: TrieNode, depth: number, lastDepth: number): string {
  const keys = [...node.children.keys()].sort((a, b) => a - b);
  if (depth === lastDepth) return encodeLeaves(keys);
  return keys
    .map((key) => `${key}:${encodeNode(node.children.get(key) as TrieNode, depth + 1, lastDepth)},`)
    .join('');
}

export function encodeVariants(product: SeedProduct, variants: SeedVariant[]): string {
  if (product.options.length === 0) return '';
  const root: TrieNode = {children: new Map()};
  let count = 0;
  for (const variant of variants) {
    const indexes = optionIndexes(product, variant);
    if (!indexes) continue;
    let node = root;
    for (const index of indexes) {
      let child = node.children.get(index);
      if (!child) node.children.set(index, (child = {children: new Map()}));
      node = child;
    }
    count++;
  }
  if (count === 0) return '';
  return `v1_${encodeNode(root, 0, product.options.length - 1)}`;
}
