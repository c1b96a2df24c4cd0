// The settings step's "complete ring from $X": one multi-query to the search service for every
// card on the page (each distinct shapes, carat range and stone type asked once), cached like a
// Storefront API read, with a deadline. Without an answer the cards show the setting's price alone.
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
import {cachedServerSearch} from '~/features/search/cached-search.server';

const cheapestHit = z.object({type: z.enum(STONE_TYPES), shape: z.string(), total_sales_price: z.number()});

/** Per setting id, each stone type's figure; empty when the search or the discount rules fail. */
export async function loadCompleteRingPrices(
  request: Request,
  context: LoaderFunctionArgs['context'],
  settings: readonly CompleteRingSetting[],
): Promise<Record<string, CompleteRingPrices>> {
  if (settings.length === 0) return {};
  const searches = cheapestStoneSearches(settings);
  try {
    const [rules, cheapest] = await Promise.all([
      loadDiscountRules(context.storefront),
      cachedServerSearch(request, context, {
        key: ['cheapest-stones', searches.map((search) => search.key)],
        requests: searches.map(({indexName, params}) => ({indexName, ...params})),
        read: (results) =>
          searches.map((search, index): [string, CheapestStone | null] => {
            const result = results[index];
            const hit = cheapestHit.safeParse(result && 'hits' in result ? result.hits[0] : undefined);
            return [search.key, hit.success ? {type: hit.data.type, shape: hit.data.shape, price: hit.data.total_sales_price} : null];
          }),
      }),
    ]);
    const byKey = new Map(cheapest ?? []);
    return Object.fromEntries(settings.map((choice) => [choice.setting.id, completeRingPrices(rules, choice, byKey)]));
  } catch (error) {
    console.error('[ring-builder] complete ring prices could not be searched; cards show the setting price alone', error);
    return {};
  }
}
