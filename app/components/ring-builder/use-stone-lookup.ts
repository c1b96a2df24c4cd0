import {useEffect, useState} from 'react';
import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import {DIAMONDS_INDEX} from '~/config/ring-builder';
import {readDiamondHits, type DiamondHit} from '~/domain/diamond-hit';
import {browserSearchClient} from '~/lib/search-client';

export type StoneLookup =
  | {status: 'idle'}
  | {status: 'checking'}
  | {status: 'available'; hit: DiamondHit}
  | {status: 'sold'}
  | {status: 'error'};

/**
 * Finds a stone in the diamonds index by stock number: for a shared link's stone, and to re-check
 * that a remembered stone is still for sale (a sold stone leaves the index).
 */
export function useStoneLookup(stockNumber: string | null): StoneLookup {
  const env = useRouteLoaderData<RootLoader>('root')?.publicEnv;
  const [lookup, setLookup] = useState<StoneLookup>({status: 'idle'});
  useEffect(() => {
    if (!stockNumber || !env) {
      setLookup({status: 'idle'});
      return;
    }
    let current = true;
    setLookup({status: 'checking'});
    browserSearchClient(env)
      .search({requests: [{indexName: DIAMONDS_INDEX, query: stockNumber, hitsPerPage: 5}]})
      .then(({results}) => {
        const first = results[0];
        const hits = first && 'hits' in first ? readDiamondHits(first.hits) : [];
        const hit = hits.find((candidate) => candidate.stockNumber === stockNumber);
        if (current) setLookup(hit ? {status: 'available', hit} : {status: 'sold'});
      })
      .catch(() => {
        if (current) setLookup({status: 'error'});
      });
    return () => {
      current = false;
    };
  }, [stockNumber, env]);
  return lookup;
}
