// The seed catalogue: everything the local stack serves except loose diamonds (generate-diamonds.ts).
// Each part draws from its own named PRNG stream, so changing one part (say, adding a setting style)
// leaves the others' random choices untouched; ids are allocated in a fixed order.
import {generateCarePlans, generateMarkerProducts} from './care-plans';
import {generateCollections} from './collections';
import {generateContentMetaobjects} from './content-metaobjects';
import {generateCustomers, generateOrders} from './customers';
import {CATALOG_EPOCH} from './dates';
import {generateGiftVoucher} from './gift-voucher';
import {IdAllocator} from './ids';
import type {Catalog} from './model';
import {generatePages} from './pages';
import {Random} from './random';
import {generateSettings} from './settings';
import {generateShop} from './shop';
import {generateStaticProducts} from './static-products';

/**
 * `seededOn`: the day the stack is seeded (time-limited content such as banners ends relative to it);
 * callers that serve no banners may leave it at the catalog's epoch.
 */
export function generateCatalog(options: {seed: number; seededOn?: number}): Catalog {
  const {seed, seededOn = CATALOG_EPOCH} = options;
  const ids = new IdAllocator();
  const stream = (name: string) => new Random(seed, name);

  const shop = generateShop(ids);
  const products = [
    ...generateSettings(ids, stream('settings')),
    ...generateStaticProducts(ids, stream('static-products')),
    ...generateCarePlans(ids, stream('care-plans')),
    ...generateMarkerProducts(ids, stream('marker-products')),
    generateGiftVoucher(ids, stream('gift-voucher')),
  ];
  const collections = generateCollections(ids, stream('collections'), products);
  const pages = generatePages(ids, stream('pages'));
  const metaobjects = generateContentMetaobjects(ids, seededOn);
  const customers = generateCustomers(ids);
  const orders = generateOrders(ids, seed, customers, products);
  return {shop, products, collections, pages, metaobjects, customers, orders};
}
