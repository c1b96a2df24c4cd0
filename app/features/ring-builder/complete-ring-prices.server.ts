// The settings step's "complete ring from $X": one multi-query to the search service for every
// card on the page (each distinct shapes, carat range and stone type asked once), cached like a
// Storefront API read, with a deadline. Without an answer the cards show the setting's price alone.
import {CacheShort, createWithCache} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from 'react-router';
import {z} from 'zod';
import {loadDiscountRules} from '~/features/catalog/discount-rules-loader.server';
import {STONE_TYPES} from '~/features/ring-builder/model/diamond-filters';
import {
  cheapestStoneSearches,
  completeRingPrices,
  type CheapestStone,
  type CompleteRingPrices,
  type CompleteRingSetting,
} from '~/features/ring-builder/model/complete-ring-price';
import {serverSearchClient} from '~/features/search/search-client.server';
import {publicEnv} from '~/platform/env';

const SEARCH_DEADLINE_MS = 1_000;

const cheapestHit = z.object({type: z.enum(STONE_TYPES), shape: z.string(), total_sales_price: z.number()});

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`search took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Per setting id, each stone type's figure; empty when the search or the discount rules fail. */
export async function loadCompleteRingPrices(
  request: Request,
  context: LoaderFunctionArgs['context'],
  settings: readonly CompleteRingSetting[],
): Promise<Record<string, CompleteRingPrices>> {
  if (settings.length === 0) return {};
  const env = publicEnv(context.appEnv);
  const searches = cheapestStoneSearches(settings);
  try {
    const withCache = createWithCache({cache: await caches.open('hydrogen'), waitUntil: context.waitUntil ?? (() => undefined), request});
    const [rules, cheapest] = await Promise.all([
      loadDiscountRules(context.storefront),
      withDeadline(
        withCache.run(
          {cacheKey: ['cheapest-stones', env.algoliaAppId, env.algoliaHost, searches.map((search) => search.key)], cacheStrategy: CacheShort(), shouldCacheResult: () => true},
          async () => {
            const {results} = await serverSearchClient(env).search(
              {requests: searches.map(({indexName, params}) => ({indexName, ...params}))},
              {timeouts: {connect: SEARCH_DEADLINE_MS, read: SEARCH_DEADLINE_MS}},
            );
            return searches.map((search, index): [string, CheapestStone | null] => {
              const result = results[index];
              const hit = cheapestHit.safeParse(result && 'hits' in result ? result.hits[0] : undefined);
              return [search.key, hit.success ? {type: hit.data.type, shape: hit.data.shape, price: hit.data.total_sales_price} : null];
            });
          },
        ),
        SEARCH_DEADLINE_MS,
      ),
    ]);
    const byKey = new Map(cheapest);
    return Object.fromEntries(settings.map((choice) => [choice.setting.id, completeRingPrices(rules, choice, byKey)]));
  } catch (error) {
    console.error('[ring-builder] complete ring prices could not be searched; cards show the setting price alone', error);
    return {};
  }
}
