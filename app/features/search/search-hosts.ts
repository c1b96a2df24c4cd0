// Where the search clients send their queries: the local search service when a host is configured,
// Algolia's own hosts otherwise. No client code here, so a page can name the host before it loads.
import type {PublicEnv} from '~/platform/env';

export type SearchEnv = Pick<PublicEnv, 'algoliaAppId' | 'algoliaSearchKey' | 'algoliaHost'>;

/** `host:port` of the local service as the clients' hosts option; Algolia's hosts when null. */
export function searchHosts(host: string | null) {
  if (!host) return undefined;
  const separator = host.lastIndexOf(':');
  const port = separator > 0 ? Number(host.slice(separator + 1)) : NaN;
  const url = Number.isInteger(port) ? host.slice(0, separator) : host;
  return [{url, ...(Number.isInteger(port) ? {port} : {}), protocol: 'http' as const, accept: 'read' as const}];
}

/**
 * The origin of the browser client's first query: the local service, or Algolia's read host for
 * the application (the lite client tries `{appId}-dsn.algolia.net` before its fallbacks).
 */
export function searchOrigin(env: Pick<SearchEnv, 'algoliaAppId' | 'algoliaHost'>): string {
  const local = searchHosts(env.algoliaHost)?.[0];
  if (local) return `${local.protocol}://${local.url}${'port' in local ? `:${local.port}` : ''}`;
  return `https://${env.algoliaAppId}-dsn.algolia.net`;
}
