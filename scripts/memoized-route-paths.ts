// React Router compiles a route path into a regular expression every time it matches one, with no
// cache: the server matches every route of the app against the URL and, for the route manifest the
// page ships (lazy route discovery), against each of its parent paths too. With this app's routes
// that was about 3 ms of CPU per page, the largest single cost after React's own rendering. The
// browser's router matches every route several times while it is created at hydration (7-8 ms of
// compiling at 4x CPU slowdown, inside one task). A path compiles to the same expression every
// time, so both builds keep each one.
import type {Plugin} from 'vite';

const DEFINITION = 'function compilePath(path, caseSensitive = false, end = true) {';
/** Route paths come from the route modules, so a handful; the bound only guards against misuse. */
const MAX_PATHS = 2000;

/** `code` (a React Router module that defines compilePath) with compilePath memoized; null if it has none. */
export function memoizeCompilePath(code: string): string | null {
  if (!code.includes('function compilePath(')) return null;
  if (!code.includes(DEFINITION)) {
    throw new Error("React Router's compilePath changed its signature: update scripts/memoized-route-paths.ts");
  }
  return code.replace(DEFINITION, 'function compilePathUncached(path, caseSensitive = false, end = true) {') +
    `
const compiledPaths = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  const key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;
  let compiled = compiledPaths.get(key);
  if (compiled === undefined) {
    if (compiledPaths.size >= ${MAX_PATHS}) compiledPaths.clear();
    compiled = compilePathUncached(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
`;
}

const REACT_ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/;

/** Memoizes React Router's compilePath in the server and browser builds. */
export function memoizedRoutePaths(): Plugin {
  return {
    name: 'memoized-route-paths',
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null;
      const memoized = memoizeCompilePath(code);
      return memoized === null ? null : {code: memoized, map: null};
    },
  };
}
