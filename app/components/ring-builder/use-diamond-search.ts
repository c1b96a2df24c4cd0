import {useEffect, useMemo, useState} from 'react';
import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import {diamondQueryKey, diamondSearchRequest, type DiamondResultsQuery} from '~/domain/diamond-search-request';
import type {DiamondHit} from '~/domain/diamond-hit';
import type {DiamondResultsPage} from '~/domain/diamond-results-page';
import type {PublicEnv} from '~/lib/env';
import {whenIdle} from '~/lib/lazy-island';

export type DiamondSearchState =
  | {status: 'loading'; hits: DiamondHit[]; total: number | null}
  | {status: 'ready'; hits: DiamondHit[]; total: number; pages: number}
  | {status: 'error'; hits: DiamondHit[]; total: number | null};

interface Options {
  query: DiamondResultsQuery;
  pagesShown: number;
  enabled: boolean;
  /** The first page the server rendered, for the query it names; null when it could not search. */
  initial: DiamondResultsPage | null;
}

// The search client and the hit schema (zod) are needed only once the shopper's build differs from
// the one the server answered: they load after hydration, off the first load.
const importSearchCode = () => Promise.all([import('~/lib/search-client'), import('~/domain/diamond-hit')]);
let searchCode: ReturnType<typeof importSearchCode> | null = null;
const loadSearchCode = () =>
  (searchCode ??= importSearchCode().catch((error: unknown) => {
    searchCode = null;
    throw error;
  }));

async function searchDiamonds(env: PublicEnv, query: DiamondResultsQuery, pagesShown: number): Promise<Extract<DiamondSearchState, {status: 'ready'}>> {
  const [{browserSearchClient}, {readDiamondHits}] = await loadSearchCode();
  const requests = Array.from({length: pagesShown}, (_, page) => {
    const {indexName, params} = diamondSearchRequest({...query, page});
    return {indexName, ...params};
  });
  const {results} = await browserSearchClient(env).search({requests});
  const pages = results.map((result) => ('hits' in result ? result : null));
  const first = pages[0];
  return {status: 'ready', hits: pages.flatMap((page) => readDiamondHits(page?.hits ?? [])), total: first?.nbHits ?? 0, pages: first?.nbPages ?? 0};
}

/** What the results on screen answer: the query's key and how many pages were asked for. */
const answering = (key: string, pagesShown: number) => `${pagesShown}:${key}`;

interface Shown {
  state: DiamondSearchState;
  answers: string | null;
}

/**
 * The `diamonds` index for the builder's filters: pages 0..pagesShown-1 in one request, so
 * "Show more" keeps what the shopper has seen and a stale answer never replaces a newer one. The
 * server's first page stands for its query, so hydrating searches nothing while the build asks for
 * the same stones. Results shown for another query than the build's read as loading (they stay on
 * screen until the answer replaces them).
 */
export function useDiamondSearch({query, pagesShown, enabled, initial}: Options): DiamondSearchState {
  const env = useRouteLoaderData<RootLoader>('root')?.publicEnv;
  const served = useMemo<Shown | null>(
    () => (initial ? {state: {status: 'ready', hits: initial.hits, total: initial.total, pages: initial.pages}, answers: answering(initial.key, 1)} : null),
    [initial],
  );
  const key = diamondQueryKey(query);
  const wanted = answering(key, pagesShown);
  // Once the build is known, the server's page is kept only if it answers it.
  const [shown, setShown] = useState<Shown>(() =>
    served && (!enabled || served.answers === wanted) ? served : {state: {status: 'loading', hits: [], total: null}, answers: null},
  );

  useEffect(() => {
    if (!enabled || !env) return;
    if (served?.answers === wanted) {
      setShown(served);
      // Ready for the shopper's first filter change, without competing with the page's own loading.
      return whenIdle(() => void loadSearchCode().catch(() => undefined));
    }
    let current = true;
    // A build that changes again at once (the stored build read back, then a link's choices applied
    // over it) searches only for where it ends up.
    const start = setTimeout(() => {
      searchDiamonds(env, JSON.parse(key) as DiamondResultsQuery, pagesShown)
        .then((ready) => {
          if (current) setShown({state: ready, answers: wanted});
        })
        .catch(() => {
          if (current) setShown((previous) => ({state: {status: 'error', hits: previous.state.hits, total: previous.state.total}, answers: wanted}));
        });
    });
    return () => {
      current = false;
      clearTimeout(start);
    };
  }, [key, pagesShown, wanted, enabled, env, served]);

  const {state} = shown;
  if (enabled && shown.answers !== wanted) return {status: 'loading', hits: state.hits, total: state.total};
  return state;
}
