// The local stack: one process standing in for Shopify (Storefront API, checkout, images) and, on
// its own port, Algolia. Opens the database, seeds it when needed, and serves until closed.
import {createHash} from 'node:crypto';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {utcDay} from './catalog/dates';
import {generateCatalog} from './catalog/generate-catalog';
import {diamondAt, generateDiamonds} from './catalog/generate-diamonds';
import {isCatalogPhoto, renderImageRequest} from './catalog/images/render-catalog-image';
import {checkoutHandler} from './checkout/checkout-handler';
import {certificateHandler} from './storefront/certificate-handler';
import type {LocalStackConfig} from './config';
import {openDatabase} from './db/database';
import type {LocalStackDatabase} from './db/records';
import {requestListener, sendJson, type RouteHandler} from './storefront/http';
import {imagesHandler} from './storefront/images-handler';
import {createStorefrontApi} from './storefront/storefront-api';
import {searchableProductRecords} from './catalog/search-records';
import type {Catalog} from './catalog/model';
import {createSearchService} from './search/search-service';
import {webhookHandler} from './webhooks/webhook-handler';
import {envelopeHandler} from './error-reports/envelope-handler';

export interface LocalStackOptions {
  /** Drop every stored record and seed again. */
  reset?: boolean;
  onLog?: (line: string) => void;
  /** Where the checkout's "continue shopping" links go. */
  storefrontAppUrl?: string;
}

export interface LocalStack {
  storefrontUrl: string;
  searchUrl: string;
  close(): Promise<void>;
}

const DEFAULT_STOREFRONT_APP_URL = 'http://localhost:3000/';

async function timed<T>(log: (line: string) => void, label: string, work: () => Promise<T> | T): Promise<T> {
  const startedAt = performance.now();
  const result = await work();
  log(`${label} in ${Math.round(performance.now() - startedAt)} ms`);
  return result;
}

// Enough stones to notice any change to the diamond generator, without generating them all.
const FINGERPRINT_DIAMONDS = 200;

/** Identifies what the generator produces now, so stored data from an older generator reseeds. */
function seedFingerprint(catalog: Catalog, seed: number, diamondCount: number): string {
  const hash = createHash('sha256').update(JSON.stringify(catalog));
  for (let n = 0; n < Math.min(FINGERPRINT_DIAMONDS, diamondCount); n++) {
    hash.update(JSON.stringify(diamondAt(seed, n)));
  }
  return hash.update(String(diamondCount)).digest('hex').slice(0, 16);
}

async function ensureSeeded(db: LocalStackDatabase, config: LocalStackConfig, reset: boolean, log: (line: string) => void) {
  const info = await db.seedInfo();
  const now = Date.now();
  // Banners end relative to the day the stack was seeded: stored data keeps its day, a new seed takes today.
  const seededOn = info ? Date.parse(info.seededAt) : now;
  let catalog = await timed(log, 'generated the catalogue', () => generateCatalog({seed: config.seed, seededOn}));
  let fingerprint = seedFingerprint(catalog, config.seed, config.diamondCount);
  const matches =
    info?.seed === config.seed && info.diamondCount === config.diamondCount && info.fingerprint === fingerprint;
  if (info && matches && !reset) {
    log(`catalogue seed ${info.seed} with ${info.diamondCount} diamonds, seeded ${info.seededAt}`);
    return;
  }
  if (info) {
    log(
      reset
        ? 'reset requested: dropping stored data'
        : `the generator or its settings changed since ${info.seededAt}: dropping stored data and reseeding`,
    );
    await db.reset();
    if (utcDay(seededOn) !== utcDay(now)) {
      catalog = generateCatalog({seed: config.seed, seededOn: now});
      fingerprint = seedFingerprint(catalog, config.seed, config.diamondCount);
    }
  }
  await timed(log, `seeded ${catalog.products.length} products and ${config.diamondCount} diamonds`, () =>
    db.seed(catalog, generateDiamonds({seed: config.seed, count: config.diamondCount}), {
      seed: config.seed,
      diamondCount: config.diamondCount,
      fingerprint,
    }),
  );
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

async function closeServer(server: Server) {
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

const health: RouteHandler = async (_request, response, url) => {
  if (url.pathname !== '/health') return false;
  sendJson(response, 200, {ok: true});
  return true;
};

export async function startLocalStack(config: LocalStackConfig, options: LocalStackOptions = {}): Promise<LocalStack> {
  const log = options.onLog ?? (() => undefined);
  const db = await timed(log, `opened the database at ${config.dataDir}`, () => openDatabase(config.dataDir));
  try {
    await ensureSeeded(db, config, options.reset ?? false, log);
    const catalog = await timed(log, 'loaded the catalogue', () => db.loadCatalog());
    let storefrontUrl = '';
    const api = createStorefrontApi({
      catalog,
      db,
      tokens: {publicToken: config.publicStorefrontToken, privateToken: config.privateStorefrontToken},
      publicUrl: () => storefrontUrl,
      log,
    });
    const checkout = checkoutHandler({
      db,
      context: api.context,
      storefrontUrl: options.storefrontAppUrl ?? DEFAULT_STOREFRONT_APP_URL,
    });
    const server = createServer(
      requestListener([health, api.faultsHandler, api.handler, envelopeHandler(db), checkout, webhookHandler(db), imagesHandler(renderImageRequest, isCatalogPhoto), certificateHandler({seed: config.seed, diamondCount: config.diamondCount})], log),
    );
    // Requests from the app reuse connections; keep them from holding the process open on close.
    server.keepAliveTimeout = 5_000;
    const port = await listen(server, config.host, config.storefrontPort);
    storefrontUrl = `http://${config.host}:${port}`;

    const search = await timed(log, 'built the search indexes', () =>
      createSearchService({
        products: searchableProductRecords(catalog),
        diamonds: db.diamondBatches(),
        appId: config.algoliaAppId,
        searchKey: config.algoliaSearchKey,
        adminKey: config.algoliaAdminKey,
      }),
    );
    const searchServer = createServer(search.handle);
    searchServer.keepAliveTimeout = 5_000;
    let searchPort: number;
    try {
      searchPort = await listen(searchServer, config.host, config.searchPort);
    } catch (error) {
      await closeServer(server);
      throw error;
    }
    log(`search: ${search.stats.products} products, ${search.stats.diamonds} diamonds`);

    return {
      storefrontUrl,
      searchUrl: `http://${config.host}:${searchPort}`,
      close: async () => {
        await Promise.all([closeServer(server), closeServer(searchServer)]);
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
