import {useEffect, useState} from 'react';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';

/**
 * Reads the stored build once the page has hydrated and reports when it has, so the server's HTML
 * never depends on localStorage and steps can wait for the shopper's real choices.
 */
export function useRingBuilderHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const stop = useRingBuilder.persist.onFinishHydration(() => setHydrated(true));
    if (useRingBuilder.persist.hasHydrated()) setHydrated(true);
    else void useRingBuilder.persist.rehydrate();
    return stop;
  }, []);
  return hydrated;
}
