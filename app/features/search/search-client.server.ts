// The server's search client for rendering the first page of results: algoliasearch's own search
// client, whose worker build (fetch requester) runs in Oxygen; the lite build's browser requester
// needs XHR, and the whole algoliasearch package would add its ingestion, analytics, A/B testing,
// personalization and recommend clients to the worker.
import {searchClient} from '@algolia/client-search';
import type {PublicEnv} from '~/platform/env';
import {searchHosts} from '~/features/search/search-hosts';

export function serverSearchClient(env: Pick<PublicEnv, 'algoliaAppId' | 'algoliaSearchKey' | 'algoliaHost'>) {
  const hosts = searchHosts(env.algoliaHost);
  return searchClient(env.algoliaAppId, env.algoliaSearchKey, hosts ? {hosts} : undefined);
}
