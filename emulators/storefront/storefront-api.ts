// Assembles the emulated Storefront API: catalogue index, services, executor and HTTP handler.
import type {Catalog} from '../catalog/model';
import type {LocalStackDatabase} from '../db/records';
import {DEFAULT_CART_LIMITS, type CartLimits} from './cart-rules';
import {CartStore} from './cart-store';
import {CatalogIndex} from './catalog-index';
import type {StorefrontContext} from './context';
import {createExecutor} from './executor';
import {StorefrontFaults, faultsHandler} from './faults';
import {storefrontApiHandler, type StorefrontTokens} from './http-handler';
import {MerchandiseLookup} from './merchandise';
import {storefrontResolvers} from './resolvers/index';

export interface StorefrontApiOptions {
  catalog: Catalog;
  db: LocalStackDatabase;
  tokens: StorefrontTokens;
  /** The origin clients reach the stack at; read per request because the port may be chosen late. */
  publicUrl: () => string;
  limits?: Partial<CartLimits>;
  log?: (message: string) => void;
}

export function createStorefrontApi(options: StorefrontApiOptions) {
  const catalog = new CatalogIndex(options.catalog);
  const context: StorefrontContext = {
    catalog,
    db: options.db,
    merchandise: new MerchandiseLookup(catalog, options.db),
    carts: new CartStore(options.db),
    limits: {...DEFAULT_CART_LIMITS, ...options.limits},
    publicUrl: options.publicUrl,
    log: options.log ?? (() => undefined),
  };
  const execute = createExecutor(storefrontResolvers);
  const faults = new StorefrontFaults();
  return {context, execute, faults, handler: storefrontApiHandler(execute, context, options.tokens, faults), faultsHandler: faultsHandler(faults)};
}

export type StorefrontApi = ReturnType<typeof createStorefrontApi>;
