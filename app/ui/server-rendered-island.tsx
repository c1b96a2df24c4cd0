import {Activity, memo, Suspense, useState, type ComponentType, type ReactNode} from 'react';
import {lazyIsland} from './lazy-island';
import {useHydrated} from './hooks/use-hydrated';

function sameExceptFallback(previous: Record<string, unknown>, next: Record<string, unknown>): boolean {
  const keys = (props: Record<string, unknown>) => Object.keys(props).filter((key) => key !== 'fallback');
  const nextKeys = keys(next);
  return nextKeys.length === keys(previous).length && nextKeys.every((key) => Object.is(previous[key], next[key]));
}

/**
 * An island the server renders into the document and the browser hydrates once its code has
 * loaded after the page (docs/decisions/0005).
 *
 * The boundary is an `<Activity>`, not a `<Suspense>`: React's server renderer sends a finished
 * Suspense boundary larger than its chunk size (12.8 KB) fallback first, with the content in a
 * hidden element that a script swaps in later, so the browser painted the fallback and the page
 * shifted when the island replaced it (and without JavaScript the island never showed). An
 * Activity boundary goes out in place; while hydrating, React leaves it dehydrated, keeping the
 * server's markup, until the island's code arrives. An island first rendered in the browser (after
 * a navigation) has no markup to keep and shows `fallback` while its code loads.
 */
export function serverRenderedIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  const {Component} = lazyIsland(load, {serverRendered: true});

  // Memoised: the re-render that follows hydration (below) must not reach a boundary that has not
  // hydrated yet, or React would drop the server's markup and render the island afresh.
  const Boundary = memo(function Boundary({fallback, fromServer, ...props}: {fallback: ReactNode; fromServer: boolean}) {
    const island = <Component {...(props as P)} />;
    return <Activity mode="visible">{fromServer ? island : <Suspense fallback={fallback}>{island}</Suspense>}</Activity>;
  });

  // Memoised on everything but `fallback` (a new element on each of the caller's renders, and
  // only shown for an island first rendered in the browser): a re-render of the page before the
  // island has hydrated must not reach it, or React would drop the server's markup.
  const Island = memo(function Island({fallback, ...props}: P & {fallback: ReactNode}) {
    // The server's snapshot while rendering on the server or hydrating, the browser's otherwise;
    // the first one is kept, so the boundary keeps the shape the server's markup has.
    const hydrated = useHydrated();
    const [fromServer] = useState(!hydrated);
    return <Boundary fallback={fallback} fromServer={fromServer} {...props} />;
  }, sameExceptFallback);

  return {Island};
}
