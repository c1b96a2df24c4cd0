import {lazy, useEffect, type ComponentType} from 'react';

/**
 * A component whose code stays out of the first load: fetched when the browser is idle after the
 * page has hydrated (so it is ready by the time a shopper reaches for it), or at once when it is
 * first rendered, whichever comes first.
 *
 * A `serverRendered` island (see `serverRenderedIsland`) has its code loaded with the server
 * bundle, so rendering it on the server does not suspend.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, {serverRendered = false} = {}) {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  // The server bundle holds the island's code: it settles within the module's first tick, before
  // any request renders, so the document carries the island's markup rather than its fallback.
  if (serverRendered && import.meta.env.SSR) void preload();
  const Component = lazy(() => {
    // React reads a thenable that resolves synchronously without suspending; a settled Promise
    // would still resolve a microtask later.
    const ready = loaded;
    if (ready) return {then: (resolve: (module: {default: ComponentType<P>}) => void) => resolve({default: ready})} as Promise<{default: ComponentType<P>}>;
    return preload().then((component) => ({default: component}));
  });
  function usePreloadWhenIdle() {
    useEffect(() => whenIdle(() => void preload()), []);
  }
  return {Component, preload, usePreloadWhenIdle};
}

/**
 * The loader of a browser-only island in the server build, `lazyIsland(import.meta.env.SSR ?
 * browserOnly : () => import(...))`: an island that mounts only after a shopper's action or on
 * browser-only state is never rendered by the server, and the worker need not carry its code.
 * Rendered on the server all the same, its Suspense boundary is left for the browser to render.
 */
export function browserOnly(): Promise<never> {
  return Promise.reject(new Error('A browser-only island was rendered on the server'));
}

/** Runs `work` when the browser is idle (within 4 s), or after 2 s where it cannot say; returns the cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, 2000);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(work, {timeout: 4000});
  return () => window.cancelIdleCallback(id);
}
