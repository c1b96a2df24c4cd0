import {useEffect, useState} from 'react';
import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import {diamondSearchRequest, type DiamondQuery} from '~/domain/diamond-search-request';
import {readDiamondHits, type DiamondHit} from '~/domain/diamond-hit';
import {browserSearchClient} from '~/lib/search-client';

export type DiamondSearchState =
  | {status: 'loading'; hits: DiamondHit[]; total: number | null}
  | {status: 'ready'; hits: DiamondHit[]; total: number; pages: number}
  | {status: 'error'; hits: DiamondHit[]; total: number | null};

interface Options {
  query: Omit<DiamondQuery, 'page'>;
  pagesShown: number;
  enabled: boolean;
}

/**
 * The `diamonds` index for the builder's filters: pages 0..pagesShown-1 in one request, so
 * "Show more" keeps what the shopper has seen and a stale answer never replaces a newer one.
 */
export function useDiamondSearch({query, pagesShown, enabled}: Options): DiamondSearchState {
  const env = useRouteLoaderData<RootLoader>('root')?.publicEnv;
  const [state, setState] = useState<DiamondSearchState>({status: 'loading', hits: [], total: null});
  const key = JSON.stringify(query);

  useEffect(() => {
    if (!enabled || !env) return;
    let current = true;
    setState((previous) => ({status: 'loading', hits: previous.hits, total: previous.total}));
    const parsed = JSON.parse(key) as Omit<DiamondQuery, 'page'>;
    const requests = Array.from({length: pagesShown}, (_, page) => {
      const {indexName, params} = diamondSearchRequest({...parsed, page});
      return {indexName, ...params};
    });
    browserSearchClient(env)
      .search({requests})
      .then(({results}) => {
        if (!current) return;
        const pages = results.map((result) => ('hits' in result ? result : null));
        const first = pages[0];
        setState({
          status: 'ready',
          hits: pages.flatMap((page) => readDiamondHits(page?.hits ?? [])),
          total: first?.nbHits ?? 0,
          pages: first?.nbPages ?? 0,
        });
      })
      .catch(() => {
        if (current) setState((previous) => ({status: 'error', hits: previous.hits, total: previous.total}));
      });
    return () => {
      current = false;
    };
  }, [key, pagesShown, enabled, env]);

  return state;
}
