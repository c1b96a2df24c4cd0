// The server's search client for rendering the first page of results: the full algoliasearch
// package, whose worker build runs in Oxygen (the lite build's browser requester needs XHR).
import {algoliasearch} from 'algoliasearch';
import type {PublicEnv} from '~/platform/env';
import {searchHosts} from '~/features/search/search-client';

export function serverSearchClient(env: Pick<PublicEnv, 'algoliaAppId' | 'algoliaSearchKey' | 'algoliaHost'>) {
  const hosts = searchHosts(env.algoliaHost);
  return algoliasearch(env.algoliaAppId, env.algoliaSearchKey, hosts ? {hosts} : undefined);
}
