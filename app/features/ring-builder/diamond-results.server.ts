// The diamond step's first page of results, searched while the server renders the page: the same
// query the browser would send, through the real search client, cached like a Storefront API read
// and given a deadline. Null when the search service fails or is slow: the browser then searches.
import {CacheShort, createWithCache} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from 'react-router';
import {readDiamondHits} from '~/features/ring-builder/model/diamond-hit';
import {diamondQueryKey, diamondSearchRequest, type DiamondResultsQuery} from '~/features/ring-builder/model/diamond-search-request';
import type {DiamondResultsPage} from '~/features/ring-builder/model/diamond-results-page';
import {publicEnv} from '~/platform/env';
import {serverSearchClient} from '~/features/search/search-client.server';

/** Past this the page is sent without results rather than kept waiting (the browser searches). */
const SERVER_SEARCH_DEADLINE_MS = 1_000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`search took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export async function firstDiamondResults(request: Request, context: LoaderFunctionArgs['context'], query: DiamondResultsQuery): Promise<DiamondResultsPage | null> {
  const env = publicEnv(context.appEnv);
  const {indexName, params} = diamondSearchRequest({...query, page: 0});
  try {
    const withCache = createWithCache({cache: await caches.open('hydrogen'), waitUntil: context.waitUntil ?? (() => undefined), request});
    const page = await withDeadline(
      withCache.run(
        {cacheKey: ['diamond-results', env.algoliaAppId, env.algoliaHost, indexName, params], cacheStrategy: CacheShort(), shouldCacheResult: (result) => result !== null},
        async () => {
          const {results} = await serverSearchClient(env).search(
            {requests: [{indexName, ...params}]},
            {timeouts: {connect: SERVER_SEARCH_DEADLINE_MS, read: SERVER_SEARCH_DEADLINE_MS}},
          );
          const first = results[0];
          return first && 'hits' in first ? {hits: readDiamondHits(first.hits), total: first.nbHits ?? 0, pages: first.nbPages ?? 0} : null;
        },
      ),
      SERVER_SEARCH_DEADLINE_MS,
    );
    return page && {key: diamondQueryKey(query), ...page};
  } catch (error) {
    console.error('[ring-builder] server diamond search failed; the browser searches instead', error);
    return null;
  }
}
