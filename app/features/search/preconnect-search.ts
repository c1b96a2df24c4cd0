// Opens the connection to the search service when a shopper reaches for a search control, so their
// first query does not also wait for DNS, TCP and TLS (a few round trips on a phone). Not at page
// load: Chromium closes a preconnected socket that carries no request within about ten seconds.
import type {SearchEnv} from './search-hosts';
import {searchOrigin} from './search-origin';

/** How long a preconnect is taken to hold: a later intent asks again. */
const PRECONNECT_HELD_MS = 10_000;

const asked = new Map<string, number>();

export function preconnectSearch(env: Pick<SearchEnv, 'algoliaAppId' | 'algoliaHost'>, now = Date.now()): void {
  const origin = searchOrigin(env);
  const last = asked.get(origin);
  if (last !== undefined && now - last < PRECONNECT_HELD_MS) return;
  asked.set(origin, now);
  document.head.querySelector(`link[rel="preconnect"][data-search-origin]`)?.remove();
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  // The client's queries are CORS requests without credentials; a socket from the other pool would go unused.
  link.crossOrigin = 'anonymous';
  link.dataset.searchOrigin = '';
  document.head.append(link);
}
