// A search made while the server renders a page: through the real search client, cached like a
// Storefront API read, and given a deadline so a slow search service never holds the page back
// (the caller then renders without it).
import {CacheShort, createWithCache} from '@shopify/hydrogen';
import type {SearchQuery, SearchResult} from '@algolia/client-search';
import type {LoaderFunctionArgs} from 'react-router';
import {publicEnv} from '~/platform/env';
import {serverSearchClient} from './search-client.server';

/** Past this the page is sent without the search's answer rather than kept waiting. */
export const SERVER_SEARCH_DEADLINE_MS = 1_000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`search took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

interface CachedSearch<T> {
  /** What the answer depends on besides the search app (added here). */
  key: readonly unknown[];
  requests: SearchQuery[];
  /** The answer the caller keeps; null is not cached. */
  read: (results: SearchResult[]) => T | null;
}

/** Rejects when the search fails or misses the deadline. */
export async function cachedServerSearch<T>(request: Request, context: LoaderFunctionArgs['context'], {key, requests, read}: CachedSearch<T>): Promise<T | null> {
  const env = publicEnv(context.appEnv);
  const withCache = createWithCache({cache: await caches.open('hydrogen'), waitUntil: context.waitUntil ?? (() => undefined), request});
  return withDeadline(
    withCache.run(
      {cacheKey: [...key, env.algoliaAppId, env.algoliaHost], cacheStrategy: CacheShort(), shouldCacheResult: (result) => result !== null},
      async () => {
        const {results} = await serverSearchClient(env).search({requests}, {timeouts: {connect: SERVER_SEARCH_DEADLINE_MS, read: SERVER_SEARCH_DEADLINE_MS}});
        return read(results);
      },
    ),
    SERVER_SEARCH_DEADLINE_MS,
  );
}
