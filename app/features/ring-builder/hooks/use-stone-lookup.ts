import {useCallback} from 'react';
import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/features/chrome/page-shell-data.server';
import {DIAMONDS_INDEX} from '~/config/ring-builder';
import {readDiamondHits, type DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import type {PublicEnv} from '~/platform/env';
import {browserSearchClient} from '~/features/search/search-client';
import {useClientQuery} from '~/ui/hooks/use-client-query';

export type StoneLookup =
  | {status: 'idle'}
  | {status: 'checking'}
  | {status: 'available'; hit: DiamondHit}
  | {status: 'sold'}
  | {status: 'error'};

type Answer = Exclude<StoneLookup, {status: 'idle'} | {status: 'checking'}>;

/**
 * Asks the index afresh. The client keeps every answer for the page's life (searches are always
 * cacheable in the lite client, whatever the request options say), which would hide a stone sold
 * since: the cache is emptied first.
 */
async function lookUp(env: PublicEnv, stockNumber: string): Promise<Answer> {
  try {
    const client = browserSearchClient(env);
    await client.clearCache();
    const {results} = await client.search({requests: [{indexName: DIAMONDS_INDEX, query: stockNumber, hitsPerPage: 5}]});
    const first = results[0];
    const hits = first && 'hits' in first ? readDiamondHits(first.hits) : [];
    const hit = hits.find((candidate) => candidate.stockNumber === stockNumber);
    return hit ? {status: 'available', hit} : {status: 'sold'};
  } catch {
    return {status: 'error'};
  }
}

/**
 * Finds a stone in the diamonds index by stock number: for a shared link's stone, and to check
 * that a remembered stone is still for sale (a sold stone leaves the index). `recheck` asks again,
 * just before the ring goes into the cart.
 */
export function useStoneLookup(stockNumber: string | null): {lookup: StoneLookup; recheck: () => Promise<StoneLookup>} {
  const env = useRouteLoaderData<RootLoader>('root')?.publicEnv;
  const {status, data, refetch} = useClientQuery<Answer>(stockNumber && env ? stockNumber : null, (stock) => lookUp(env!, stock));
  const recheck = useCallback(async (): Promise<StoneLookup> => {
    const answer = await refetch();
    if (!answer) return {status: 'idle'};
    return answer.ok ? answer.data : {status: 'error'};
  }, [refetch]);
  const lookup: StoneLookup = status === 'idle' ? {status: 'idle'} : status === 'ready' ? data! : status === 'error' ? {status: 'error'} : {status: 'checking'};
  return {lookup, recheck};
}
