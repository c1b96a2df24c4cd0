// Metafields and metaobject fields, with references resolved for the reference types the
// catalogue uses (products, variants, collections, pages, metaobjects).
import type {SeedMetafield} from '../../catalog/model';
import type {ResolverMap, StorefrontContext} from '../context';
import {connection, type ConnectionArgs} from '../connection';
import {
  collectionSource,
  metafieldSource,
  metaobjectSource,
  pageSource,
  productSource,
  variantSource,
  type MetafieldSource,
} from '../sources';

export interface MetafieldOwner {
  id: string;
  metafields: SeedMetafield[];
  updatedAt: string;
}

export interface MetafieldIdentifier {
  namespace?: string | null;
  key: string;
}

function find(owner: MetafieldOwner, namespace: string | null | undefined, key: string) {
  const found = owner.metafields.find(
    (m) => m.key === key && (namespace === null || namespace === undefined || m.namespace === namespace),
  );
  return found ? metafieldSource(owner.id, found, owner.updatedAt) : null;
}

export function metafieldResolvers<S>(ownerOf: (source: S) => MetafieldOwner) {
  return {
    metafield: (source: S, args: {namespace?: string | null; key: string}) =>
      find(ownerOf(source), args.namespace, args.key),
    metafields: (source: S, args: {identifiers: MetafieldIdentifier[]}) =>
      args.identifiers.map((identifier) => find(ownerOf(source), identifier.namespace, identifier.key)),
  };
}

async function referenceTo(id: string, context: StorefrontContext): Promise<unknown> {
  const {catalog} = context;
  const collection = catalog.collectionById.get(id);
  if (collection) return collectionSource(collection);
  const page = catalog.pageById.get(id);
  if (page) return pageSource(page);
  const metaobject = catalog.metaobjectById.get(id);
  if (metaobject) return metaobjectSource(metaobject);
  if (id.includes('/ProductVariant/')) {
    const entry = await context.merchandise.byVariantId(id);
    return entry ? variantSource(entry.product, entry.variant) : null;
  }
  const product = await context.merchandise.productById(id);
  return product ? productSource(product) : null;
}

function isReference(type: string): boolean {
  return /_reference$/.test(type);
}

function referencedIds(type: string, value: string): string[] {
  if (!type.startsWith('list.') || !isReference(type)) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

interface TypedValue {
  type: string;
  value: string;
}

const reference = async (field: TypedValue, _args: unknown, context: StorefrontContext) =>
  isReference(field.type) && !field.type.startsWith('list.') ? referenceTo(field.value, context) : null;

const references = async (field: TypedValue, args: ConnectionArgs, context: StorefrontContext) => {
  if (!field.type.startsWith('list.') || !isReference(field.type)) return null;
  const resolved = await Promise.all(referencedIds(field.type, field.value).map((id) => referenceTo(id, context)));
  const present = resolved.filter((r): r is {id: string} => r !== null);
  return connection(present, args, (r) => r.id);
};

export const metafieldTypeResolvers: ResolverMap = {
  Metafield: {
    reference: (field: MetafieldSource, args: unknown, context) => reference(field._seed, args, context),
    references: (field: MetafieldSource, args: ConnectionArgs, context) => references(field._seed, args, context),
  },
  MetaobjectField: {reference, references},
};
