// Code the builds carry without ever running it. Each plugin names what it leaves out and why the
// app cannot reach it; docs/decisions/0010-worker-bundle.md has the measurements.
import path from 'node:path';
import type {Plugin} from 'vite';

/**
 * react-dom/server's worker entry is CommonJS that requires both of React's server renderers, the
 * stream one and the string one, so the bundle kept both; the worker renders through the stream one
 * only (entry.server.tsx, and /search's InstantSearch state in search-ssr.server.tsx).
 */
export function streamRendererOnly(nodeModules: string): Plugin {
  let production = true;
  return {
    name: 'react-dom-server-stream-renderer-only',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    configResolved(config) {
      production = config.isProduction;
    },
    resolveId(id) {
      if (id !== 'react-dom/server') return null;
      return path.join(nodeModules, `react-dom/cjs/react-dom-server.edge.${production ? 'production' : 'development'}.js`);
    },
  };
}

const ROUTER_MIDDLEWARE = /[\\/]instantsearch\.js[\\/]es[\\/]middlewares[\\/]createRouterMiddleware\.js$/;
const UNUSED_HISTORY_ROUTER = '\0instantsearch-history-router-unused';

/**
 * InstantSearch's routing middleware imports its history router, with `qs` and the polyfill helpers
 * qs needs (about 45 KB minified), as the default for a `routing` given no router. The app's only
 * routed InstantSearch passes its own router (features/search/model/search-routing.ts), so the
 * default is never built.
 */
export function withoutInstantSearchHistoryRouter(): Plugin {
  return {
    name: 'instantsearch-without-history-router',
    enforce: 'pre',
    resolveId(id, importer) {
      return id === '../lib/routers/history.js' && importer && ROUTER_MIDDLEWARE.test(importer) ? UNUSED_HISTORY_ROUTER : null;
    },
    load(id) {
      if (id !== UNUSED_HISTORY_ROUTER) return null;
      return `export default function historyRouter() {
  throw new Error("InstantSearch's history router is left out of the build: give routing a router (features/search/model/search-routing.ts).");
}`;
    },
  };
}
