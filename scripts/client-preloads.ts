// Which lazy imports of the client build fetch their whole chunk graph at once. By default none do:
// a lazy chunk's imports are fetched when the browser has parsed it, a round trip per level, with no
// preload link per chunk (ADR 0019).
//
// The cart drawer, imported from a page with an add button, is the exception (ADR 0020): such a
// page fetches the drawer's code as it hydrates so that an add to cart finds it, and its graph is
// three levels deep; each level queued behind the hydrating islands' chunks for the six connections
// a browser opens per host on HTTP/1.1. Its `import()` there becomes an import of every chunk of
// its graph the page lacks, a few per task: starting a fetch costs Chromium about 0.6 ms, and the
// whole graph in one task was a long task of its own. Imported from a chunk every page loads, the
// drawer fetches level by level: the list of chunks would join every page's first load.
import path from 'node:path';
import type {Plugin} from 'vite';
import {EVERY_PAGE_CHUNKS} from './client-chunks.ts';

/** The lazy chunks whose import asks for every chunk they need up front (a few per task), named as the build names them. */
export const PRELOADED_WHOLE = ['CartDrawer'];

/** Fetches started per task: four cost 2-3 ms, well under a long task's 50 ms at 4x CPU slowdown. */
const IMPORTS_PER_TASK = 4;

export interface BuiltChunk {
  code: string;
  /** File names of the chunks it imports statically. */
  imports: readonly string[];
  /** File names of the chunks it imports with `import()`. */
  dynamicImports: readonly string[];
}

/** A chunk's name from its file name, hashed or (while hashes are computed) with Rolldown's placeholder. */
const chunkName = (file: string) => /([^/]+)-(?:[\w-]{8}|!~\{\w+\}~)\.js$/.exec(file)?.[1] ?? file;

/** Every chunk `fileName` imports statically, at any depth, nearest first. */
export function staticGraph(chunks: Readonly<Record<string, Pick<BuiltChunk, 'imports'>>>, fileName: string): string[] {
  const found: string[] = [];
  const seen = new Set([fileName]);
  for (let level = [fileName]; level.length > 0; ) {
    const next: string[] = [];
    for (const file of level) {
      for (const imported of chunks[file]?.imports ?? []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        next.push(imported);
      }
    }
    found.push(...next);
    level = next;
  }
  return found;
}

function specifier(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The import of `specifiers[0]` with the rest of its graph: this task starts the first few fetches,
 * each later task a few more. Resolves like the first import; a failed fetch fails that import.
 */
function importInSteps(specifiers: string[]): string {
  const imports = specifiers.map((file) => `()=>import(${JSON.stringify(file)})`);
  return `((c)=>{const m=c[0]();let i=1;const s=(n)=>{for(const f of c.slice(i,i+=n))f().catch(()=>{});if(i<c.length)setTimeout(()=>s(${IMPORTS_PER_TASK}),0)};s(${IMPORTS_PER_TASK - 1});return m})([${imports.join(',')}])`;
}

/**
 * The chunks whose code changes, with their new code: in a chunk not every page loads, each
 * `import()` of a `PRELOADED_WHOLE` chunk also imports the chunks of its graph the importer lacks.
 * An import stays as it is when a chunk of its graph imports the lazy chunk back: importing that
 * chunk first would change the order the cycle's modules run in.
 */
export function withWholeGraphImports(chunks: Readonly<Record<string, BuiltChunk>>): Map<string, string> {
  const changed = new Map<string, string>();
  for (const [importer, chunk] of Object.entries(chunks)) {
    if (EVERY_PAGE_CHUNKS.includes(chunkName(importer))) continue;
    const loaded = new Set([importer, ...staticGraph(chunks, importer)]);
    let code = chunk.code;
    for (const lazy of new Set(chunk.dynamicImports)) {
      if (!PRELOADED_WHOLE.includes(chunkName(lazy))) continue;
      const graph = staticGraph(chunks, lazy).filter((file) => !loaded.has(file));
      if (graph.length === 0 || graph.some((file) => staticGraph(chunks, file).includes(lazy))) continue;
      const lazyImport = new RegExp(`import\\((["'\`])${escaped(specifier(importer, lazy))}\\1\\)`, 'g');
      const before = code;
      code = code.replace(lazyImport, () => importInSteps([lazy, ...graph].map((file) => specifier(importer, file))));
      if (code === before) throw new Error(`client-preloads: ${importer} lists ${lazy} as a dynamic import, but its code has no import() of it`);
    }
    if (code !== chunk.code) changed.set(importer, code);
  }
  return changed;
}

/** The browser build's imports of `PRELOADED_WHOLE` chunks, each asking for the chunk's whole graph, a few per task. */
export function wholeGraphImports(): Plugin {
  return {
    name: 'whole-graph-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // The rewrite comes after the file names are hashed: a change to it must still change them.
    augmentChunkHash(chunk) {
      if (EVERY_PAGE_CHUNKS.includes(chunkName(chunk.fileName))) return;
      if (chunk.dynamicImports.some((file) => PRELOADED_WHOLE.includes(chunkName(file)))) return importInSteps.toString() + IMPORTS_PER_TASK;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, BuiltChunk> = {};
      for (const [fileName, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks[fileName] = output;
      for (const [fileName, code] of withWholeGraphImports(chunks)) {
        const output = bundle[fileName];
        if (output?.type === 'chunk') output.code = code;
      }
    },
  };
}
