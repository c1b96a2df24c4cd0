// Which lazy imports of the client build fetch their whole chunk graph at once. By default none do
// (`build.modulePreload` would append a preload link per chunk for every lazy island, ADR 0019): a
// lazy chunk's imports are fetched when the browser has parsed it, a round trip per level.
//
// The cart drawer, imported from a page with an add button, is the exception (ADR 0020): such a
// page fetches the drawer's code as it hydrates so that an add to cart finds it, and its graph is
// three levels deep; each level queued behind the hydrating islands' chunks for the six connections
// a browser opens per host on HTTP/1.1. Imported from a chunk every page loads, it preloads nothing
// more: the list of chunks would join every page's first load.
import {EVERY_PAGE_CHUNKS} from './client-chunks.ts';

/** The lazy chunks whose import preloads every chunk they need, named as the build names them. */
export const PRELOADED_WHOLE = ['CartDrawer'];

const chunkName = (file: string) => /([^/]+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file;

/**
 * `build.modulePreload.resolveDependencies`: for an import of `file` from the chunk `hostId`, the
 * chunks to preload with it (the chunk itself first), leaving out those every page loads before
 * hydrating.
 */
export function preloadedDependencies(file: string, deps: string[], {hostId}: {hostId: string}): string[] {
  if (!PRELOADED_WHOLE.includes(chunkName(file)) || EVERY_PAGE_CHUNKS.includes(chunkName(hostId))) return [];
  return deps.filter((dep) => !EVERY_PAGE_CHUNKS.includes(chunkName(dep)));
}
