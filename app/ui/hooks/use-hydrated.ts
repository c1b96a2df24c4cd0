import {useSyncExternalStore} from 'react';

const noSubscription = () => () => {};

/** False while rendering on the server and while hydrating; true in the browser after that. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
