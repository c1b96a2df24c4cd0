import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/features/chrome/page-shell-data.server';
import {readDiamondHits, type DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import type {BuilderStone} from '~/features/ring-builder/model/ring-builder-snapshot';
import {closestStones, similarStonesRequest} from '~/features/ring-builder/model/similar-stones';
import type {PublicEnv} from '~/platform/env';
import {browserSearchClient} from '~/features/search/search-client';
import {useClientQuery} from '~/ui/hooks/use-client-query';

export type SimilarStones = {status: 'idle' | 'loading' | 'error'} | {status: 'ready'; hits: DiamondHit[]};

async function findSimilar(env: PublicEnv, sought: BuilderStone): Promise<DiamondHit[]> {
  const {results} = await browserSearchClient(env).search({requests: [similarStonesRequest(sought)]});
  const first = results[0];
  return closestStones(sought, first && 'hits' in first ? readDiamondHits(first.hits) : []);
}

/** Stones like a sold one, asked for only once it is known to have sold. */
export function useSimilarStones(stone: BuilderStone | null, sold: boolean): SimilarStones {
  const env = useRouteLoaderData<RootLoader>('root')?.publicEnv;
  const key = stone && sold && env ? JSON.stringify(stone) : null;
  const {status, data} = useClientQuery(key, (sought) => findSimilar(env!, JSON.parse(sought) as BuilderStone));
  return status === 'ready' ? {status, hits: data!} : {status};
}
