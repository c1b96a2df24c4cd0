import {useEffect, useMemo, useSyncExternalStore} from 'react';
import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/features/chrome/page-shell-data.server';
import {diamondQueryKey, diamondResultsQuery, diamondSearchRequest, type DiamondResultsQuery} from '~/features/ring-builder/model/diamond-search-request';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';
import type {DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import type {DiamondResultsPage} from '~/features/ring-builder/model/diamond-results-page';
import type {PublicEnv} from '~/platform/env';
import {whenIdle} from '~/ui/lazy-island';
import {useClientQuery} from '~/ui/hooks/use-client-query';

/** `asked` names the query and the pages the state is for (null before the step searches). */
export type DiamondSearchState = {asked: string | null} & (
  | {status: 'loading'; hits: DiamondHit[]; total: number | null}
  | {status: 'ready'; hits: DiamondHit[]; total: number; pages: number}
  | {status: 'error'; hits: DiamondHit[]; total: number | null}
);

interface Options {
  query: DiamondResultsQuery;
  pagesShown: number;
  enabled: boolean;
  /** The first page the server rendered, for the query it names; null when it could not search. */
  initial: DiamondResultsPage | null;
}

// The search client and the hit schema (zod) are needed only once the shopper's build differs from
// the one the server answered: they load after hydration, off the first load.
const importSearchCode = () => Promise.all([import('~/features/search/search-client'), import('~/features/ring-builder/model/diamond-hit')]);
let searchCode: ReturnType<typeof importSearchCode> | null = null;
const loadSearchCode = () =>
  (searchCode ??= importSearchCode().catch((error: unknown) => {
    searchCode = null;
    throw error;
  }));

type Results = Omit<Extract<DiamondSearchState, {status: 'ready'}>, 'status' | 'asked'>;

/** Pages 0..pagesShown-1 of the query in one multi-query; the client caches it by its requests. */
async function sendSearch(env: PublicEnv, query: DiamondResultsQuery, pagesShown: number) {
  const [{browserSearchClient}] = await loadSearchCode();
  const requests = Array.from({length: pagesShown}, (_, page) => {
    const {indexName, params} = diamondSearchRequest({...query, page});
    return {indexName, ...params};
  });
  return browserSearchClient(env).search({requests});
}

async function searchDiamonds(env: PublicEnv, query: DiamondResultsQuery, pagesShown: number): Promise<Results> {
  const [{results}, [, {readDiamondHits}]] = await Promise.all([sendSearch(env, query, pagesShown), loadSearchCode()]);
  const pages = results.map((result) => ('hits' in result ? result : null));
  const first = pages[0];
  return {hits: pages.flatMap((page) => readDiamondHits(page?.hits ?? [])), total: first?.nbHits ?? 0, pages: first?.nbPages ?? 0};
}

/** What the results on screen answer: how many pages were asked for, and the query's key. */
const answering = (key: string, pagesShown: number) => `${pagesShown}:${key}`;

/**
 * The answers this page has received, by what they answer (the search client keeps its answers for
 * the page too). The step shows one in the render that asks for it, or as soon as it arrives, rather
 * than asking the client again a task later: a slider release is timed to the results on screen.
 */
const received = new Map<string, Results>();
const RECEIVED_KEPT = 50;
const arrivals = new Set<() => void>();

function receive(answers: string, results: Results) {
  received.delete(answers);
  received.set(answers, results);
  if (received.size > RECEIVED_KEPT) received.delete(received.keys().next().value!);
  for (const notify of arrivals) notify();
}

function onArrival(notify: () => void) {
  arrivals.add(notify);
  return () => void arrivals.delete(notify);
}

const asking = new Map<string, Promise<Results>>();

/** The answer for `answers`: the one received, the one on its way, or a new search. */
function searchAnswering(env: PublicEnv, answers: string): Promise<Results> {
  const known = received.get(answers);
  if (known) return Promise.resolve(known);
  let answer = asking.get(answers);
  if (!answer) {
    const colon = answers.indexOf(':');
    answer = searchDiamonds(env, JSON.parse(answers.slice(colon + 1)) as DiamondResultsQuery, Number(answers.slice(0, colon)))
      .then((results) => {
        receive(answers, results);
        return results;
      })
      .finally(() => asking.delete(answers));
    asking.set(answers, answer);
  }
  return answer;
}

/**
 * Sends the first page's search as soon as the build's query changes, rather than after the step
 * has rendered the change and its query effect has run (about 10 ms later on a desktop, more on a
 * phone); its answer reaches the step as it arrives (`receive`), and the step's own query waits on
 * the same search rather than sending another. It looks at once, in the store's change: a look
 * queued as a microtask ran after React's render of the change, and the request left 11 ms after a
 * slider's release rather than 6 (unthrottled, traced). Every control changes the build with one
 * action, so no search goes out for a query the step will not render; the server's answer needs none.
 */
function searchAheadOfRender(env: PublicEnv, served: string | null): () => void {
  const firstPage = () => diamondResultsQuery(useRingBuilder.getState());
  let last = diamondQueryKey(firstPage());
  return useRingBuilder.subscribe(() => {
    const key = diamondQueryKey(firstPage());
    if (key === last) return;
    last = key;
    if (answering(key, 1) !== served) void searchAnswering(env, answering(key, 1)).catch(() => undefined);
  });
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
  const served = useMemo(
    () => (initial ? {key: answering(initial.key, 1), data: {hits: initial.hits, total: initial.total, pages: initial.pages}} : null),
    [initial],
  );
  const wanted = answering(diamondQueryKey(query), pagesShown);
  const searching = enabled && !!env;
  const asked = searching ? wanted : null;
  const arrived = useSyncExternalStore(
    onArrival,
    () => (asked === null ? undefined : received.get(asked)),
    () => undefined,
  );
  const onHand = useMemo(() => (asked !== null && arrived ? {key: asked, data: arrived} : served), [asked, arrived, served]);
  const {status, data} = useClientQuery<Results>(asked, (answers) => searchAnswering(env!, answers), onHand);

  const servedAnswers = asked !== null && served?.key === asked;
  const servedKey = served?.key ?? null;
  useEffect(() => {
    if (searching && env) return searchAheadOfRender(env, servedKey);
  }, [searching, env, servedKey]);
  useEffect(() => {
    // Ready for the shopper's first filter change (code loaded, client made), without competing with the page's own loading.
    if (servedAnswers && env) return whenIdle(() => void loadSearchCode().then(([{browserSearchClient}]) => browserSearchClient(env), () => undefined));
  }, [servedAnswers, env]);

  // The same state object while nothing in it changes: the step tells new results from those it shows.
  return useMemo((): DiamondSearchState => {
    if (status === 'ready' || (status === 'idle' && data)) return {asked, status: 'ready', ...data!};
    const shown = {asked, hits: data?.hits ?? [], total: data?.total ?? null};
    return status === 'error' ? {status: 'error', ...shown} : {status: 'loading', ...shown};
  }, [asked, status, data]);
}
