// V8 compiles a function the first time it runs, on the main thread, unless the script asks for it
// sooner: Chromium (136 and later) reads `//# allFunctionsCalledOnLoad` at the top of a script and
// then compiles every function in it on the thread that streams the download. The hint goes on
// the code a page runs soon after it arrives: the framework's chunks, which every page load runs
// from end to end while hydrating, and the chunks reached only through `import()` (lazy islands),
// which a page loads when it is about to run them. The rest of a first load (the shell, a route's
// own chunks) goes without: each hint is bytes on the first load, and those chunks are small beside
// the framework (ADR 0024). Other browsers read a comment.
import type {Plugin, Rolldown} from 'vite';
import {staticGraph} from './client-preloads.ts';

export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/** `code` with the compile hint in front, once. */
export function withCompileHint(code: string): string {
  return code.startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD) ? code : ALL_FUNCTIONS_CALLED_ON_LOAD + code;
}

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'name' | 'isEntry' | 'imports'>;

/**
 * The chunks to hint: those named in `framework`, and those no entry (client entry, route module)
 * reaches through static imports, so not in any page's first load.
 */
export function chunksToHint(chunks: readonly Chunk[], framework: readonly string[]): Set<string> {
  const byFile = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk]));
  const firstLoad = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => [entry.fileName, ...staticGraph(byFile, entry.fileName)]));
  return new Set(chunks.filter((chunk) => framework.includes(chunk.name) || !firstLoad.has(chunk.fileName)).map((chunk) => chunk.fileName));
}

/**
 * Puts the compile hint on the client chunks `chunksToHint` picks. It goes on in `generateBundle`,
 * after the minifier, which drops comments. The file names' hashes leave it out on purpose: a copy
 * cached under the same name without it runs the same, and counting it renamed every chunk, which
 * alone added 38 bytes of gzip to the product page's first load, 29 over the skeleton's.
 */
export function compileHints(framework: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const missing = framework.filter((name) => !chunks.some((chunk) => chunk.name === name));
      if (missing.length > 0) this.error(`compile-hints: no client chunk named ${missing.join(', ')}`);
      const hinted = chunksToHint(chunks, framework);
      for (const chunk of chunks) if (hinted.has(chunk.fileName)) chunk.code = withCompileHint(chunk.code);
    },
  };
}
