// How the client build groups modules into chunks. Left to itself, Rolldown makes a chunk for every
// distinct set of entries (route modules, lazy islands) sharing a module, which gave a page about
// forty small scripts; on HTTP/1.1 a browser fetches six at a time, a round trip per batch. Here a
// page's first load is a handful: the framework, the shell (the root route and what it imports, and
// app code most routes import) and the route's own chunks. Modules reached only through dynamic
// imports (lazy islands) stay out of the groups, so they still load on demand.
//
// The framework is two chunks, React and React Router: the page's bootstrap evaluates each chunk in
// a task of its own, and as one chunk they were the longest task of a page load (ADR 0006).
import type {Rolldown} from 'vite';

type ModuleGraph = Rolldown.ChunkingContext;

/** The framework's chunks and the packages each holds. */
const FRAMEWORK = {
  react: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  router: /node_modules[\\/](react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
};
/** The framework's chunk names: code every page load runs while it hydrates. */
export const FRAMEWORK_CHUNKS = Object.keys(FRAMEWORK);
/** The chunks every page loads before it hydrates: the framework, the shell, and Rolldown's runtime helpers. */
export const EVERY_PAGE_CHUNKS = [...FRAMEWORK_CHUNKS, 'shell', 'rolldown-runtime'];
/**
 * Libraries the shell imports for code it does not run: Rolldown drops the unused schemas from the
 * shell, and the parts lazy islands and routes use belong with them, not in every page's first load.
 */
const SHELL_EXCLUDED = /node_modules[\\/]zod[\\/]/;
const CLIENT_ENTRY = /[\\/]app[\\/]entry\.client\.tsx$/;
/**
 * App code this many route modules import (prices, card images, the head's tags, route sheets) joins
 * the shell: most pages load it anyway, and apart it was a dozen chunks of a few hundred bytes, each
 * shared by a different set of routes and islands, every one a request after the first paint
 * (ADR 0029). At 5 the search page's first load went over 0.9x the skeleton's; at 7 the product
 * page kept 29 scripts.
 */
export const SHELL_MIN_ROUTES = 6;
const APP_MODULE = /^(?!.*node_modules).*[\\/]app[\\/]/;
/** React Router's client build enters each route module through a query-suffixed id. */
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx(\?|$)/;

/**
 * The entries (client entry, route modules) that reach `id` through static imports: a walk of its
 * own for each module, as a cache shared along the walk would end it early at an import cycle.
 */
function staticEntries(id: string, graph: ModuleGraph): string[] {
  const entries = new Set<string>();
  const seen = new Set([id]);
  for (const queue = [id]; queue.length > 0; ) {
    const info = graph.getModuleInfo(queue.pop()!);
    if (!info) continue;
    if (info.isEntry) entries.add(info.id);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return [...entries];
}

export function clientChunkGroups(): Rolldown.CodeSplittingGroup[] {
  let memo = new Map<string, string[]>();
  let memoGraph: ModuleGraph | null = null;
  const entriesOf = (id: string, graph: ModuleGraph): string[] => {
    if (graph !== memoGraph) {
      memoGraph = graph;
      memo = new Map();
    }
    const entries = memo.get(id) ?? staticEntries(id, graph);
    memo.set(id, entries);
    return entries;
  };
  const isShellEntry = (entry: string) => CLIENT_ENTRY.test(entry) || ROOT_ROUTE.test(entry);
  const inShell = (id: string, entries: string[]) =>
    entries.some(isShellEntry) || (APP_MODULE.test(id) && entries.filter((entry) => !isShellEntry(entry)).length >= SHELL_MIN_ROUTES);
  return [
    ...Object.entries(FRAMEWORK).map(([chunk, packages]) => ({
      debugName: chunk,
      name: (id: string, graph: ModuleGraph) => (packages.test(id) && entriesOf(id, graph).some((e) => CLIENT_ENTRY.test(e)) ? chunk : null),
      priority: 30,
    })),
    {
      debugName: 'shell',
      name: (id, graph) => {
        if (SHELL_EXCLUDED.test(id) || graph.getModuleInfo(id)?.isEntry) return null;
        return inShell(id, entriesOf(id, graph)) ? 'shell' : null;
      },
      priority: 20,
    },
  ];
}
