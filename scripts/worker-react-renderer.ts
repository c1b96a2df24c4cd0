// The worker's React renderer (React 18's `react-dom/server.browser`), rewritten in its production
// build where it costs the worker CPU per request: short strings' bytes remembered
// (remembered-render-chunks.ts) and larger views handed to the stream (render-view-size.ts).
// docs/decisions/0018.
import type {Plugin} from 'vite';
import {rememberStringChunks} from './remembered-render-chunks.ts';
import {withRenderViews} from './render-view-size.ts';

const SERVER_RENDERER = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.browser\.production\.min\.js$/;

/** The server build's React renderer with both rewrites; the browser build is untouched. */
export function workerReactRenderer(): Plugin {
  return {
    name: 'worker-react-renderer',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform(code, id) {
      return SERVER_RENDERER.test(id) ? {code: withRenderViews(rememberStringChunks(code)), map: null} : null;
    },
  };
}
