import {useEffect, useState} from 'react';

/**
 * The current time, refreshed every `tickMs` while `enabled`. Null until mounted: the server's clock
 * and the browser's differ, and a ticking value must not make hydration disagree.
 */
export function useNow(tickMs: number, enabled = true): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(id);
  }, [tickMs, enabled]);
  return now;
}
