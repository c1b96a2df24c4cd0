// Shopify's tokenless Storefront API access: without an access token a client may read products,
// collections, selling plans, search, pages, blogs and articles and read and write carts, within a
// query complexity of 1,000. Product tags, metaobjects and metafields, menus and customers need a
// token; so does every other root field (shop, localization, sitemap, ...), which the documented
// list does not name. The consent query the storefront's proxy forwards without a token is allowed.
import {
  getNamedType,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export const TOKENLESS_MAX_COMPLEXITY = 1000;

const TOKENLESS_ROOTS = new Set([
  'product', 'productByHandle', 'productRecommendations', 'products',
  'collection', 'collectionByHandle', 'collections',
  'search', 'predictiveSearch',
  'page', 'pageByHandle', 'pages', 'blog', 'blogByHandle', 'blogs', 'article', 'articles',
  'cart', 'consentManagement',
]);
const NEEDS_TOKEN = new Set(['Product.tags', 'CartBuyerIdentity.customer']);
const NEEDS_TOKEN_FIELD_NAMES = new Set(['metafield', 'metafields']);

export type TokenlessVerdict = {ok: true; cost: number} | {ok: false; reason: 'needs-token'; field: string} | {ok: false; reason: 'complexity'; cost: number};

class NeedsToken extends Error {
  constructor(readonly field: string) {
    super(field);
  }
}

function needsToken(parent: string, field: string): boolean {
  if (NEEDS_TOKEN.has(`${parent}.${field}`) || NEEDS_TOKEN_FIELD_NAMES.has(field)) return true;
  if (parent === 'QueryRoot') return !TOKENLESS_ROOTS.has(field);
  return parent === 'Mutation' && !field.startsWith('cart');
}

function argNumber(node: FieldNode, name: string, variables: Record<string, unknown>): number | null {
  const arg = node.arguments?.find((a) => a.name.value === name);
  if (!arg) return null;
  const value: ValueNode = arg.value;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const v = variables[value.name.value];
    return typeof v === 'number' ? v : null;
  }
  return null;
}

function fieldOf(type: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
}

/**
 * Shopify's cost: an object or connection field costs 1 plus its selections, times the page size
 * (`first`/`last`) for a paginated field; scalars and enums are free; a mutation costs 10.
 */
function selectionCost(
  schema: GraphQLSchema,
  type: GraphQLCompositeType,
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): number {
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT || selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      if (!fragment) continue;
      const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
      if (condition && isCompositeType(condition)) cost += selectionCost(schema, condition, fragment.selectionSet, fragments, variables);
      continue;
    }
    const name = selection.name.value;
    if (name === '__typename') continue;
    if (needsToken(type.name, name)) throw new NeedsToken(`${type.name}.${name}`);
    const field = fieldOf(type, name);
    if (!field) continue;
    const named = getNamedType(field.type);
    if (!isCompositeType(named) || !selection.selectionSet) continue;
    const pageSize = argNumber(selection, 'first', variables) ?? argNumber(selection, 'last', variables);
    const multiplier = pageSize ?? 1;
    const base = type.name === 'Mutation' ? 10 : 1;
    cost += base + multiplier * selectionCost(schema, named, selection.selectionSet, fragments, variables);
  }
  return cost;
}

export function tokenlessVerdict(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): TokenlessVerdict {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return {ok: true, cost: 0};
  const root = operation.operation === 'mutation' ? schema.getMutationType() : operation.operation === 'query' ? schema.getQueryType() : null;
  if (!root) return {ok: false, reason: 'needs-token', field: operation.operation};
  try {
    const cost = selectionCost(schema, root, operation.selectionSet, fragments, variables ?? {});
    return cost > TOKENLESS_MAX_COMPLEXITY ? {ok: false, reason: 'complexity', cost} : {ok: true, cost};
  } catch (error) {
    if (error instanceof NeedsToken) return {ok: false, reason: 'needs-token', field: error.field};
    throw error;
  }
}
