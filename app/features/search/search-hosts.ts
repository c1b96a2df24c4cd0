// Where the search clients, the browser's and the server's, send their queries: the local search
// service when a host is configured, Algolia's own hosts otherwise.
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
