import {lazy, useEffect, type ComponentType} from 'react';

/**
 * A component whose code stays out of the first load: fetched when the browser is idle after the
 * page has hydrated (so it is ready by the time a shopper reaches for it), or at once when it is
 * first rendered, whichever comes first.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load());
  const Component = lazy(async () => ({default: await preload()}));
  function usePreloadWhenIdle() {
    useEffect(() => {
      if (typeof window.requestIdleCallback !== 'function') {
        const timer = window.setTimeout(() => void preload(), 2000);
        return () => window.clearTimeout(timer);
      }
      const id = window.requestIdleCallback(() => void preload(), {timeout: 4000});
      return () => window.cancelIdleCallback(id);
    }, []);
  }
  return {Component, preload, usePreloadWhenIdle};
}
