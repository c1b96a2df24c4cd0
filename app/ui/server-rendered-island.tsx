import {memo, Suspense, type ComponentType, type ReactNode} from 'react';
import {lazyIsland} from './lazy-island';

function sameExceptFallback(previous: Record<string, unknown>, next: Record<string, unknown>): boolean {
  const keys = (props: Record<string, unknown>) => Object.keys(props).filter((key) => key !== 'fallback');
  const nextKeys = keys(next);
  return nextKeys.length === keys(previous).length && nextKeys.every((key) => Object.is(previous[key], next[key]));
}

/**
 * An island the server renders into the document and the browser hydrates once its code has
 * loaded after the page (docs/decisions/0005).
 *
 * While hydrating, React leaves the island's Suspense boundary dehydrated, keeping the server's
 * markup, until the island's code arrives. The server renders it in place, not fallback first,
 * because the document's render sends finished boundaries of any size inline (entry.server.tsx).
 * An island first rendered in the browser (after a navigation) has no markup to keep and shows
 * `fallback` while its code loads.
 *
 * Memoised on everything but `fallback` (a new element on each of the caller's renders): a
 * re-render of the page that reached a boundary not yet hydrated would make React drop the
 * server's markup and render the island afresh (React 18's error #421).
 */
export function serverRenderedIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  // React 18's types cannot spread a generic P onto a lazy component; its props are P.
  const Lazy = lazyIsland(load, {serverRendered: true}).Component as unknown as ComponentType<P>;
  const Island = memo(function Island({fallback, ...props}: P & {fallback: ReactNode}) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  }, sameExceptFallback);
  return {Island};
}
