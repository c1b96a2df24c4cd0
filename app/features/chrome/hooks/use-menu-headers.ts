import {MENU_HANDLE} from '~/config/chrome';
import type {MenuHeader} from '~/features/chrome/model/menu';
import {keptQuery} from '~/ui/hooks/kept-query';

export type MenuHeadersState = (
  | {status: 'idle' | 'loading' | 'failed'; headers: null}
  | {status: 'ready'; headers: MenuHeader[]}
) & {
  /** Asks again after a failure. */
  retry: () => void;
};

/** The menu's answer; its version keys it in the browser's cache, which keeps it without expiry (spec §7). */
function menuUrl(version: string): string {
  return `/api/menu?handle=${MENU_HANDLE}&version=${version}`;
}

async function fetchMenuHeaders(url: string, signal: AbortSignal): Promise<MenuHeader[]> {
  // The server's rules (a malformed entry is left out, the rest of the menu shown), and with them
  // zod, load with the request: the menus' code loads after every page, the request only on intent.
  const [response, {parseMenu}] = await Promise.all([
    fetch(url, {headers: {Accept: 'application/json'}, signal}),
    import('~/features/chrome/model/menu'),
  ]);
  if (!response.ok) throw new Error(`the menu answered ${response.status}`);
  return parseMenu(await response.json()).menu.headers;
}

// One answer for the desktop and mobile menus and the pages after this one.
const useMenuQuery = keptQuery(fetchMenuHeaders);

/**
 * The whole menu (every header's sections), read from /api/menu once `wanted`: when a shopper
 * reaches for the menu, not with every page.
 */
export function useMenuHeaders(version: string, wanted: boolean): MenuHeadersState {
  const {status, data, refetch} = useMenuQuery(menuUrl(version), wanted);
  const retry = () => void refetch();
  if (status === 'ready') return {status, headers: data!, retry};
  return {status: status === 'error' ? 'failed' : status, headers: null, retry};
}
