import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {defineConfig, type Plugin} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import {workerEnv} from './scripts/env-files.ts';
import {clientChunkGroups, FRAMEWORK_CHUNKS} from './scripts/client-chunks.ts';
import {compileHints} from './scripts/compile-hints.ts';
import {wholeGraphImports} from './scripts/client-preloads.ts';
import {memoizedRoutePaths} from './scripts/memoized-route-paths.ts';
import {previewErrorCauses} from './scripts/preview-error-causes.ts';
import {fontSubsets} from './scripts/font-subsets.ts';
import {workerReactRenderer} from './scripts/worker-react-renderer.ts';
import {keenSliderMarkupOnServer, serverRendererOnly, withoutUnusedInstantSearchDefaults} from './scripts/worker-bundle.ts';

const nodeModules = fileURLToPath(new URL('./node_modules/', import.meta.url));

/** The file a package's `worker` export condition names, else its default; null if it has none. */
function workerEntry(pkg: string): string | null {
  let exports: unknown;
  try {
    exports = (JSON.parse(readFileSync(path.join(nodeModules, pkg, 'package.json'), 'utf8')) as {exports?: Record<string, unknown>}).exports?.['.'];
  } catch {
    return null;
  }
  const pick = (entry: unknown): string | undefined =>
    typeof entry === 'string' ? entry : entry && typeof entry === 'object' ? pick((entry as Record<string, unknown>).import ?? (entry as Record<string, unknown>).default) : undefined;
  const conditions = exports as Record<string, unknown> | undefined;
  const target = pick(conditions?.worker) ?? pick(conditions?.default);
  return target ? path.join(nodeModules, pkg, target) : null;
}

/**
 * Server bundles run in workerd, where Vite's conditions would pick the Node builds of algoliasearch
 * and its @algolia/* packages (zlib, http): take their worker builds, and the lite client's browser build.
 */
function algoliasearchForWorkers(): Plugin {
  const lite = path.join(nodeModules, 'algoliasearch/dist/lite/builds/browser.js');
  return {
    name: 'algoliasearch-for-workers',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    resolveId(id) {
      if (id === 'algoliasearch/lite') return lite;
      if (id === 'algoliasearch' || /^@algolia\/[a-z-]+$/.test(id)) return workerEntry(id);
      return null;
    },
  };
}

export default defineConfig({
  // The worker's variables: `.env.example` (local-stack defaults), `.env`, then the shell. The hydrogen
  // plugin switches MiniOxygen's own .env loading off, so they are passed explicitly.
  plugins: [
    algoliasearchForWorkers(),
    serverRendererOnly(nodeModules),
    workerReactRenderer(),
    withoutUnusedInstantSearchDefaults(),
    keenSliderMarkupOnServer(),
    fontSubsets(),
    memoizedRoutePaths(),
    hydrogen(),
    oxygen({env: workerEnv()}),
    previewErrorCauses(),
    wholeGraphImports(),
    compileHints(FRAMEWORK_CHUNKS),
    reactRouter(),
  ],
  resolve: {tsconfigPaths: true},
  build: {
    // A strict Content-Security-Policy forbids inlined data: assets.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Zod schemas are built at module level; without this hint an unused schema keeps all of zod
      // in every client bundle that imports anything else from its module.
      treeshake: {
        manualPureFunctions: ['z'],
        // Server-only markup: a browser module that names it for the server's branch keeps no import of it.
        moduleSideEffects: [{test: /\/app\/ui\/ServerLink\.tsx$/, sideEffects: false}],
      },
    },
  },
  environments: {
    client: {
      build: {
        // A lazy island's import() reaches its chunks through the browser's module loader, without
        // Vite's helper appending a preload link per chunk in one task (docs/decisions/0019); the
        // cart drawer's, which a click right after hydration needs, imports its whole graph (0020).
        modulePreload: false,
        rolldownOptions: {output: {codeSplitting: {groups: clientChunkGroups()}}},
      },
    },
    // The worker is minified like the browser's code: Oxygen starts an isolate per request spike,
    // and a smaller script parses faster.
    ssr: {build: {minify: true}},
  },
  ssr: {
    optimizeDeps: {
      // CommonJS inside: react-instantsearch's helpers and keen-slider's React entry.
      include: ['set-cookie-parser', 'cookie', 'react-router', 'react-instantsearch', 'keen-slider/react'],
      // Pre-bundling would resolve these past the plugin above, to their Node builds.
      exclude: ['algoliasearch', 'algoliasearch/lite', '@algolia/client-search'],
    },
  },
  server: {
    allowedHosts: ['.tryhydrogen.dev'],
  },
});
