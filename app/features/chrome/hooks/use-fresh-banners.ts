import {useEffect, useRef} from 'react';
import {useFetcher, useLocation} from 'react-router';
import {QUERY_STALE_TIME_MS} from '~/config/chrome';
import type {Banner} from '~/features/chrome/model/banners';

/**
 * The banners the page was rendered with, refetched from /api/banners once they are older than the
 * spec's stale time (270000 ms) and the shopper navigates or returns to the tab.
 */
export function useFreshBanners(initial: Banner[]): Banner[] {
  const fetcher = useFetcher<{banners: Banner[]}>();
  const {pathname} = useLocation();
  const fetchedAt = useRef<number | null>(null);
  const {load} = fetcher;

  useEffect(() => {
    fetchedAt.current ??= Date.now();
    const refreshIfStale = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - (fetchedAt.current ?? 0) < QUERY_STALE_TIME_MS) return;
      fetchedAt.current = Date.now();
      void load('/api/banners');
    };
    refreshIfStale();
    document.addEventListener('visibilitychange', refreshIfStale);
    return () => document.removeEventListener('visibilitychange', refreshIfStale);
  }, [pathname, load]);

  return fetcher.data?.banners ?? initial;
}
