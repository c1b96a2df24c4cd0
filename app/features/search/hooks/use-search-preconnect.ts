import {useCallback} from 'react';
import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/features/chrome/page-shell-data.server';
import {preconnectSearch} from '~/features/search/preconnect-search';

/** A handler for the pointer or focus reaching a search control: the search service's connection opens. */
export function useSearchPreconnect(): () => void {
  const env = useRouteLoaderData<RootLoader>('root')?.publicEnv;
  return useCallback(() => {
    if (env) preconnectSearch(env);
  }, [env]);
}
