import {useEffect, useState} from 'react';
import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import {readDiamondHits, type DiamondHit} from '~/domain/diamond-hit';
import type {BuilderStone} from '~/domain/ring-builder-state';
import {closestStones, similarStonesRequest} from '~/domain/similar-stones';
import {browserSearchClient} from '~/lib/search-client';

export type SimilarStones = {status: 'idle' | 'loading' | 'error'} | {status: 'ready'; hits: DiamondHit[]};

/** Stones like a sold one, asked for only once it is known to have sold. */
export function useSimilarStones(stone: BuilderStone | null, sold: boolean): SimilarStones {
  const env = useRouteLoaderData<RootLoader>('root')?.publicEnv;
  const [state, setState] = useState<SimilarStones>({status: 'idle'});
  const key = stone && sold ? JSON.stringify(stone) : null;
  useEffect(() => {
    if (!key || !env) {
      setState({status: 'idle'});
      return;
    }
    const sought = JSON.parse(key) as BuilderStone;
    let current = true;
    setState({status: 'loading'});
    browserSearchClient(env)
      .search({requests: [similarStonesRequest(sought)]})
      .then(({results}) => {
        const first = results[0];
        const hits = first && 'hits' in first ? readDiamondHits(first.hits) : [];
        if (current) setState({status: 'ready', hits: closestStones(sought, hits)});
      })
      .catch(() => {
        if (current) setState({status: 'error'});
      });
    return () => {
      current = false;
    };
  }, [key, env]);
  return state;
}
