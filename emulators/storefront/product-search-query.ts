// Shopify's search syntax for `products(query:)`, `search` and friends, best effort: free words,
// `field:value` (quoted values, `*` prefixes, `<`/`>` comparisons), AND (implicit), OR, NOT / `-`,
// and parentheses. Unknown fields are ignored, as Shopify ignores filters it does not support.
import type {SeedProduct} from '../catalog/model';
import {minPriceCents, productAvailable} from './catalog-index';
import {dollarsToCents} from './money';

export type QueryNode =
  | {kind: 'term'; field: string | null; value: string; comparator: '' | '<' | '>' | '<=' | '>='}
  | {kind: 'and' | 'or'; children: QueryNode[]}
  | {kind: 'not'; child: QueryNode};

function tokenize(input: string): string[] {
  const tokens: string[] = [];
  const pattern = /\s*(\(|\)|-?(?:[\w.]+:)?(?:"[^"]*"|[^\s()"]+)|"[^"]*"|\S)/gy;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(input)) !== null) if (match[1]) tokens.push(match[1]);
  return tokens;
}

export function parseProductQuery(input: string | null | undefined): QueryNode | null {
  const tokens = tokenize(input ?? '');
  let position = 0;
  const peek = () => tokens[position];

  function parseOr(): QueryNode | null {
    const children: QueryNode[] = [];
    let node = parseAnd();
    if (node) children.push(node);
    while (peek() === 'OR') {
      position++;
      node = parseAnd();
      if (node) children.push(node);
    }
    return children.length <= 1 ? (children[0] ?? null) : {kind: 'or', children};
  }

  function parseAnd(): QueryNode | null {
    const children: QueryNode[] = [];
    for (let token = peek(); token !== undefined && token !== ')' && token !== 'OR'; token = peek()) {
      if (token === 'AND') {
        position++;
        continue;
      }
      const node = parseUnary();
      if (node) children.push(node);
    }
    return children.length <= 1 ? (children[0] ?? null) : {kind: 'and', children};
  }

  function parseUnary(): QueryNode | null {
    const token = tokens[position++] ?? '';
    if (token === 'NOT') {
      const child = parseUnary();
      return child ? {kind: 'not', child} : null;
    }
    if (token === '(') {
      const inner = parseOr();
      if (peek() === ')') position++;
      return inner;
    }
    if (token.startsWith('-') && token.length > 1) {
      const child = term(token.slice(1));
      return child ? {kind: 'not', child} : null;
    }
    return term(token);
  }

  return parseOr();
}

function unquote(value: string): string {
  return value.replace(/^"(.*)"$/, '$1');
}

function term(token: string): QueryNode | null {
  const colon = /^([\w.]+):(.*)$/.exec(token);
  if (!colon) {
    const value = unquote(token).replace(/"/g, '').trim().toLowerCase();
    return value ? {kind: 'term', field: null, value, comparator: ''} : null;
  }
  const raw = unquote(colon[2] ?? '');
  const comparison = /^(<=|>=|<|>)(.*)$/.exec(raw);
  return {
    kind: 'term',
    field: (colon[1] ?? '').toLowerCase(),
    value: (comparison ? (comparison[2] ?? '') : raw).toLowerCase(),
    comparator: (comparison?.[1] ?? '') as '' | '<' | '>' | '<=' | '>=',
  };
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function wordsMatch(haystack: string[], value: string): boolean {
  // A lone `*` is the wildcard with no prefix: every product (Shopify's `search?q=*`).
  if (value === '*') return true;
  const prefix = value.endsWith('*');
  const needles = words(prefix ? value.slice(0, -1) : value);
  return needles.length > 0 && needles.every((needle) => haystack.some((w) => w.startsWith(needle)));
}

function compare(actual: number, comparator: string, expected: number): boolean {
  if (Number.isNaN(expected)) return false;
  if (comparator === '<') return actual < expected;
  if (comparator === '<=') return actual <= expected;
  if (comparator === '>') return actual > expected;
  if (comparator === '>=') return actual >= expected;
  return actual === expected;
}

export function productSearchText(product: SeedProduct): string[] {
  return words(
    [product.title, product.productType, product.vendor, product.handle, ...product.tags, ...product.variants.map((v) => v.sku)].join(' '),
  );
}

function matchesTerm(node: Extract<QueryNode, {kind: 'term'}>, product: SeedProduct): boolean {
  const equalsIgnoringCase = (text: string) => text.toLowerCase() === node.value;
  switch (node.field) {
    case null:
      return wordsMatch(productSearchText(product), node.value);
    case 'title':
      return wordsMatch(words(product.title), node.value);
    case 'tag':
      return product.tags.some(equalsIgnoringCase);
    case 'tag_not':
      return !product.tags.some(equalsIgnoringCase);
    case 'product_type':
      return equalsIgnoringCase(product.productType);
    case 'vendor':
      return equalsIgnoringCase(product.vendor);
    case 'handle':
      return equalsIgnoringCase(product.handle);
    case 'sku':
    case 'variants.sku':
      return product.variants.some((v) => equalsIgnoringCase(v.sku));
    case 'available_for_sale':
      return productAvailable(product) === (node.value === 'true');
    case 'id':
      return compare(Number(product.id.split('/').pop()), node.comparator, Number(node.value));
    case 'price':
    case 'variants.price':
      return compare(minPriceCents(product), node.comparator, dollarsToCents(Number(node.value)));
    default:
      return true;
  }
}

export function matchesProductQuery(node: QueryNode | null, product: SeedProduct): boolean {
  if (!node) return true;
  if (node.kind === 'term') return matchesTerm(node, product);
  if (node.kind === 'not') return !matchesProductQuery(node.child, product);
  if (node.kind === 'and') return node.children.every((child) => matchesProductQuery(child, product));
  return node.children.some((child) => matchesProductQuery(child, product));
}

/** Free words of the query, for relevance ranking. */
export function queryWords(node: QueryNode | null): string[] {
  if (!node) return [];
  if (node.kind === 'term') return node.field === null || node.field === 'title' ? words(node.value) : [];
  if (node.kind === 'not') return [];
  return node.children.flatMap(queryWords);
}

export function relevance(product: SeedProduct, queryTerms: string[]): number {
  const title = words(product.title);
  const other = productSearchText(product);
  let score = 0;
  for (const term of queryTerms) {
    if (title.includes(term)) score += 4;
    else if (title.some((w) => w.startsWith(term))) score += 2;
    else if (other.some((w) => w.startsWith(term))) score += 1;
  }
  return score;
}
