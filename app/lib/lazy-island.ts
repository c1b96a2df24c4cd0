import {lazy, useEffect, type ComponentType} from 'react';

/**
 * A component whose code stays out of the first load: fetched when the browser is idle after the
 * page has hydrated (so it is ready by the time a shopper reaches for it), or at once when it is
 * first rendered, whichever comes first.
 *
 * Once `preload()` has settled, rendering it no longer suspends: a loader that awaits `preload()`
 * has the server render the island in the document itself, and the browser hydrates that markup
 * when the island's code arrives, while the rest of the page is already interactive.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Component = lazy(() => {
    // React reads a thenable that resolves synchronously without suspending; a settled Promise
    // would still resolve a microtask later.
    const ready = loaded;
    if (ready) return {then: (resolve: (module: {default: ComponentType<P>}) => void) => resolve({default: ready})} as Promise<{default: ComponentType<P>}>;
    return preload().then((component) => ({default: component}));
  });
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
