// The factory the local stack calls: builds every index of `index-settings.ts` from the catalogue
// (diamonds streamed in batches straight into columns) and returns the HTTP handler to mount.
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {SearchProductRecord, SeedDiamond} from '../catalog/model';
import {DiamondColumns} from './diamond-columns';
import {DiamondEngine} from './diamond-engine';
import {denseRanks, diamondOrder, priceAscending, type DenseRanks} from './diamond-order';
import {createHttpHandler} from './http-handler';
import {DIAMOND_REPLICAS, PRODUCT_REPLICAS, indexDefinitions, DIAMONDS_INDEX, PRODUCTS_INDEX} from './index-settings';
import {ProductCatalog, ProductEngine} from './product-engine';
import {SearchApi} from './search-api';
import type {SearchEngine} from './search-engine';

export interface SearchServiceOptions {
  products: SearchProductRecord[];
  /** Batches from the database (`db.diamondBatches()`), or any iterable of stones. */
  diamonds: AsyncIterable<SeedDiamond[]> | Iterable<SeedDiamond>;
  appId: string;
  searchKey: string;
  adminKey: string;
}

export interface SearchServiceStats {
  diamonds: number;
  products: number;
  /** Time to build every index, reading the diamonds included. */
  buildMs: number;
  /** Bytes held by the diamond columns (the process's RSS also counts code and the products index). */
  memoryBytes: number;
}

export interface SearchService {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The same operations without HTTP, for in-process callers and benchmarks. */
  api: SearchApi;
  stats: SearchServiceStats;
}

export async function createSearchService(options: SearchServiceOptions): Promise<SearchService> {
  const startedAt = performance.now();
  const columns = await DiamondColumns.build(options.diamonds);
  const catalog = new ProductCatalog(options.products);
  const selection = new Uint32Array(columns.size);

  const ranks = new Map<string, DenseRanks>();
  const ranksOf = (attribute: keyof typeof columns.numbers) => () => {
    let found = ranks.get(attribute);
    if (!found) ranks.set(attribute, (found = denseRanks(columns.numbers[attribute], columns.size)));
    return found;
  };

  const engines = new Map<string, SearchEngine>();
  for (const definition of indexDefinitions()) {
    const {name} = definition;
    if (name === PRODUCTS_INDEX) engines.set(name, new ProductEngine(catalog, 'relevance'));
    else if (name === DIAMONDS_INDEX) engines.set(name, new DiamondEngine(columns, priceAscending, selection));
    else if (name in PRODUCT_REPLICAS) {
      engines.set(name, new ProductEngine(catalog, PRODUCT_REPLICAS[name as keyof typeof PRODUCT_REPLICAS]));
    } else if (name in DIAMOND_REPLICAS) {
      const {attribute, direction} = DIAMOND_REPLICAS[name as keyof typeof DIAMOND_REPLICAS];
      engines.set(name, new DiamondEngine(columns, diamondOrder(columns, attribute, direction, ranksOf(attribute)), selection));
    } else {
      throw new Error(`search: index ${name} is defined but has no engine`);
    }
  }

  const api = new SearchApi(engines);
  return {
    handle: createHttpHandler(api, {appId: options.appId, keys: [options.searchKey, options.adminKey]}),
    api,
    stats: {
      diamonds: columns.size,
      products: options.products.length,
      buildMs: Math.round(performance.now() - startedAt),
      memoryBytes: columns.byteLength(),
    },
  };
}
