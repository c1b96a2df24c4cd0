// What every resolver receives: the catalogue index, the database, and the services built on them.
import type {GraphQLResolveInfo} from 'graphql';
import type {LocalStackDatabase} from '../db/records';
import type {CartLimits} from './cart-rules';
import type {CartStore} from './cart-store';
import type {CatalogIndex} from './catalog-index';
import type {MerchandiseLookup} from './merchandise';

export interface StorefrontContext {
  catalog: CatalogIndex;
  db: LocalStackDatabase;
  merchandise: MerchandiseLookup;
  carts: CartStore;
  limits: CartLimits;
  /** Origin the stack is reachable at, for image URLs and checkout URLs. */
  publicUrl: () => string;
  log: (message: string) => void;
  /** What one request brought and what its response should carry besides the body (consent cookies). */
  visit?: VisitState;
}

export interface VisitState {
  cookie: string;
  uniqueToken: string | null;
  visitToken: string | null;
  setCookies: string[];
  serverTiming: string[];
}

/**
 * A field resolver with its own source and argument types. Parameters typed `never` here accept a
 * function with any narrower parameter types, so each resolver map entry keeps precise types.
 */
export type Resolver = (
  source: never,
  args: never,
  context: StorefrontContext,
  info: GraphQLResolveInfo,
) => unknown;

export type ResolverMap = Record<string, Record<string, Resolver>>;

export function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = {...merged[type], ...fields};
  }
  return merged;
}
