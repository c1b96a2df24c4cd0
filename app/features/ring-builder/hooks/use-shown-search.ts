import {useEffect, useState} from 'react';
import type {DiamondSearchState} from '~/features/ring-builder/hooks/use-diamond-search';
import {afterNextPaint} from '~/ui/after-next-paint';

/** Whether `next` waits for the paint: a changed query's answer, with stones to mount, at hand at once. */
export const showsAfterPaint = (next: DiamondSearchState, shown: DiamondSearchState) =>
  next.status === 'ready' && next.asked !== shown.asked && next.hits !== shown.hits;

/**
 * The search state the step shows. The answer to a changed query that is at hand at once (a range
 * searched before in the page) shows right after the browser has painted the change: mounting its
 * cards inside the input's frame held that frame back (ADR 0030). A search on its way, an answer
 * arriving and a failure show at once, as before.
 */
export function useShownSearch(search: DiamondSearchState): DiamondSearchState {
  const [shown, setShown] = useState(search);
  const waits = showsAfterPaint(search, shown);
  if (search !== shown && !waits) setShown(search);
  useEffect(() => {
    if (!waits) return;
    const controller = new AbortController();
    afterNextPaint(() => setShown(search), controller.signal);
    return () => controller.abort();
  }, [waits, search]);
  return waits ? shown : search;
}
