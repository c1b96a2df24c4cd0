// The local stack's embedded database: PGlite (Postgres compiled to WebAssembly) over a data
// directory, or in memory for tests.
//
// Durability: PGlite is opened without `relaxedDurability`, so every query() awaits the file
// system sync before its promise resolves. With a directory, PGlite's NodeFS writes straight
// through to the host files (its sync step has nothing left to flush), and Postgres writes the WAL
// at each commit; an acknowledged write therefore survives the process being killed. PGlite runs
// Postgres with fsync off, so an operating-system crash or power cut may still lose the last writes.
//
// Concurrency: PGlite has one connection and queues every query() and transaction() behind the
// previous one, so writes are already serialised; the operations that need several statements to
// be atomic (seed, placeOrder) run in transaction().
import {mkdirSync} from 'node:fs';
import {resolve} from 'node:path';
import {PGlite} from '@electric-sql/pglite';
import {readCatalogDocs} from './catalog-store';
import {clusterTemplate, holdsCluster} from './cluster-template';
import * as carts from './cart-store';
import * as customers from './customer-store';
import * as diamonds from './diamond-store';
import {dataTables, migrate} from './migrations';
import * as orders from './order-store';
import * as webhooks from './webhook-store';
import type {LocalStackDatabase} from './records';
import {readSeedInfo, writeSeed} from './seeding';

export {CartCompletedError} from './cart-store';
export {PlaceOrderError} from './order-store';

export const IN_MEMORY = 'memory://';

export async function openDatabase(dataDir: string): Promise<LocalStackDatabase> {
  const inMemory = dataDir.startsWith(IN_MEMORY);
  const location = inMemory ? dataDir : resolve(dataDir);
  // PGlite creates only the last folder of the path itself.
  if (!inMemory) mkdirSync(location, {recursive: true});
  const db = await PGlite.create(location, holdsCluster(location, inMemory) ? {} : {loadDataDir: await clusterTemplate()});
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }

  return {
    async close() {
      if (!db.closed) await db.close();
    },
    seedInfo: () => readSeedInfo(db),
    async reset() {
      const tables = await dataTables(db);
      await db.exec(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY`);
    },
    seed: (catalog, stones, info) => db.transaction((tx) => writeSeed(tx, catalog, stones, info)),
    async loadCatalog() {
      return {
        ...(await readCatalogDocs(db)),
        customers: await customers.listCustomers(db),
        orders: await orders.listOrders(db),
      };
    },
    diamondBatches: (batchSize) => diamonds.diamondBatches(db, batchSize),
    diamondCount: () => diamonds.diamondCount(db),
    getDiamondByVariantId: (variantId) => diamonds.getDiamondByVariantId(db, variantId),
    getDiamondByHandle: (handle) => diamonds.getDiamondByHandle(db, handle),

    getCart: (token) => carts.getCart(db, token),
    saveCart: (cart) => carts.saveCart(db, cart),

    getCustomerById: (id) => customers.getCustomerById(db, id),
    getCustomerByEmail: (email) => customers.getCustomerByEmail(db, email),
    setCustomerAcceptsMarketing: (id, acceptsMarketing) => customers.setCustomerAcceptsMarketing(db, id, acceptsMarketing),
    saveCustomerAccessToken: (token) => customers.saveCustomerAccessToken(db, token),
    getCustomerAccessToken: (accessToken) => customers.getCustomerAccessToken(db, accessToken),
    deleteCustomerAccessToken: (accessToken) => customers.deleteCustomerAccessToken(db, accessToken),

    listOrdersByCustomer: (customerId) => orders.listOrdersByCustomer(db, customerId),
    getOrder: (id) => orders.getOrder(db, id),
    giftCardSpending: () => orders.giftCardSpending(db),
    placeOrder: (cartToken, order) => db.transaction((tx) => orders.placeOrder(tx, cartToken, order)),

    saveWebhookSubmission: (topic, payload) => webhooks.saveWebhookSubmission(db, topic, payload),
    listWebhookSubmissions: (options) => webhooks.listWebhookSubmissions(db, options),
  };
}
