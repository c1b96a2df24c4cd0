// The browser's search client: algoliasearch's lite build (search only, smallest bundle), pointed at
// the local search service when a host is configured and at Algolia's own hosts otherwise.
import {createMemoryCache} from '@algolia/client-common';
import {liteClient} from 'algoliasearch/lite';
import {searchHosts, type SearchEnv} from './search-hosts';

const clients = new Map<string, ReturnType<typeof liteClient>>();

/** One client per configuration, so its cache of answered queries is shared across the page. */
export function browserSearchClient(env: SearchEnv) {
  const key = `${env.algoliaAppId}|${env.algoliaSearchKey}|${env.algoliaHost ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    const hosts = searchHosts(env.algoliaHost);
    // The lite build keeps each host's state in localStorage behind a setTimeout on every read: each
    // search then waited a task, and a frame when one was due, before its request went out. Held in
    // memory, it goes out at once; a host found down is remembered for the page's life.
    client = liteClient(env.algoliaAppId, env.algoliaSearchKey, {hostsCache: createMemoryCache(), ...(hosts ? {hosts} : {})});
    clients.set(key, client);
  }
  return client;
}
