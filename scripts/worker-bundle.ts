// Code the builds carry without ever running it. Each plugin names what it leaves out and why the
// app cannot reach it; docs/decisions/0010-worker-bundle.md has the measurements.
import path from 'node:path';
import type {Plugin} from 'vite';

const SERVER_REACT_DOM = '\0react-dom-on-the-server';

/**
 * The worker's react-dom, server renderer only:
 * - `react-dom/server`'s worker entry is CommonJS that requires both of React's server renderers,
 *   the stream one and the string one, so the bundle kept both; the worker renders through the
 *   stream one only (entry.server.tsx, and /search's InstantSearch state in search-ssr.server.tsx).
 * - React 18's `react-dom` is the whole browser renderer (about 20 KiB gzip with its scheduler).
 *   What the worker's modules take from it, Radix's `createPortal` and `flushSync`, runs in effects
 *   and event handlers, never in a server render: the worker carries two functions that say so.
 */
export function serverRendererOnly(nodeModules: string): Plugin {
  let production = true;
  return {
    name: 'react-dom-server-renderer-only',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    configResolved(config) {
      production = config.isProduction;
    },
    resolveId(id) {
      if (id === 'react-dom') return SERVER_REACT_DOM;
      if (id !== 'react-dom/server') return null;
      return path.join(nodeModules, `react-dom/cjs/react-dom-server.browser.${production ? 'production.min' : 'development'}.js`);
    },
    load(id) {
      if (id !== SERVER_REACT_DOM) return null;
      return `function browserOnly(name) {
  return () => {
    throw new Error('react-dom ' + name + ' runs in the browser only, not in a server render');
  };
}
export const createPortal = browserOnly('createPortal');
export const flushSync = browserOnly('flushSync');
export default {createPortal, flushSync};`;
    },
  };
}

const STAND_IN = '\0unused:';

/**
 * Defaults InstantSearch imports for options the app always sets, so they never run:
 * - the routing middleware's history router, with `qs` and the polyfill helpers qs needs (about
 *   45 KB minified), for a `routing` given no router: the one routed InstantSearch passes its own
 *   (features/search/model/search-routing.ts);
 * - the insights middleware, for `insights` left unset or true: every InstantSearch sets it false.
 */
const UNUSED_INSTANTSEARCH_DEFAULTS = [
  {
    importer: /[\\/]instantsearch\.js[\\/]es[\\/]middlewares[\\/]createRouterMiddleware\.js$/,
    id: '../lib/routers/history.js',
    standIn: `export default function historyRouter() {
  throw new Error("InstantSearch's history router is left out of the build: give routing a router (features/search/model/search-routing.ts).");
}`,
  },
  {
    importer: /[\\/]instantsearch\.js[\\/]es[\\/]lib[\\/]InstantSearch\.js$/,
    id: '../middlewares/createInsightsMiddleware.js',
    standIn: `export function createInsightsMiddleware() {
  throw new Error("InstantSearch's insights middleware is left out of the build: set insights={false}.");
}`,
  },
];

/** Each of InstantSearch's unused defaults above is a stand-in that throws, in both builds. */
export function withoutUnusedInstantSearchDefaults(): Plugin {
  return {
    name: 'instantsearch-without-unused-defaults',
    enforce: 'pre',
    resolveId(id, importer) {
      const index = UNUSED_INSTANTSEARCH_DEFAULTS.findIndex((entry) => entry.id === id && importer !== undefined && entry.importer.test(importer));
      return index === -1 ? null : `${STAND_IN}${index}`;
    },
    load(id) {
      return id.startsWith(STAND_IN) ? (UNUSED_INSTANTSEARCH_DEFAULTS[Number(id.slice(STAND_IN.length))]?.standIn ?? null) : null;
    },
  };
}

const SERVER_KEEN_SLIDER = '\0keen-slider-on-the-server';

/**
 * keen-slider's hook builds its slider in a ref callback and updates it in an effect, neither of
 * which runs in a server render: the worker renders the gallery and the banner carousel with a hook
 * of the same shape (a ref callback and an empty instance ref) instead of carrying the slider.
 */
export function keenSliderMarkupOnServer(): Plugin {
  return {
    name: 'keen-slider-markup-on-server',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    resolveId(id) {
      return id === 'keen-slider/react.es.js' || id === 'keen-slider/react' ? SERVER_KEEN_SLIDER : null;
    },
    load(id) {
      if (id !== SERVER_KEEN_SLIDER) return null;
      return `import {useCallback, useRef} from 'react';
export function useKeenSlider() {
  return [useCallback(() => {}, []), useRef(null)];
}`;
    },
  };
}
