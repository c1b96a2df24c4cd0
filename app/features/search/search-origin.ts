// Where the browser's search client sends its first query, named without the client or its hosts
// option: pages that open the connection ahead carry this on their first load.
import type {SearchEnv} from './search-hosts';

/**
 * The local search service (`host:port`, served over HTTP as `searchHosts` configures it), or
 * Algolia's read host for the application, which the lite client asks before its fallbacks.
 */
export function searchOrigin(env: Pick<SearchEnv, 'algoliaAppId' | 'algoliaHost'>): string {
  return env.algoliaHost ? `http://${env.algoliaHost}` : `https://${env.algoliaAppId}-dsn.algolia.net`;
}
