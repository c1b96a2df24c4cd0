import {startTransition, useEffect, useState} from 'react';

// Set by the first effect after hydration: a component mounted later renders in the browser from the start.
let documentHydrated = false;

/** Whether the document has hydrated: false on the server and until the first effect after hydration. */
export function documentHasHydrated(): boolean {
  return documentHydrated;
}

/**
 * False while rendering on the server and while hydrating; true in the browser after that. The flip
 * after hydration is a transition: useSyncExternalStore's was a blocking re-render inside the task
 * that finished hydration, with whatever the flip mounts (at 4x CPU, 60-80 ms on the home page).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(documentHydrated);
  useEffect(() => {
    documentHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
