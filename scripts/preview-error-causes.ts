// `vite preview` serves the tests: MiniOxygen hands each request to workerd through miniflare's
// undici, and when that hop fails Vite logs only "TypeError: fetch failed". The transport reason
// undici keeps on `cause` (a reset, a closed socket, a refused connection) is what tells a flaky
// test's cause apart, so the preview server logs it with the request.
import type {Connect, Plugin} from 'vite';

function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const code = (cause as {code?: unknown}).code;
  return `${cause.name}${typeof code === 'string' ? ` ${code}` : ''}: ${cause.message}`;
}

/** Logs a failed request's cause, then hands the error on to Vite's own handler. */
export function errorCauseLogger(log: (line: string) => void): Connect.ErrorHandleFunction {
  return (error, req, _res, next) => {
    if (error instanceof Error && error.cause !== undefined) log(`${req.method} ${req.url} failed: ${error.message} (cause: ${describeCause(error.cause)})`);
    next(error);
  };
}

/** After MiniOxygen's handler, so its errors reach the logger. */
export function previewErrorCauses(): Plugin {
  return {
    name: 'preview-error-causes',
    configurePreviewServer(server) {
      return () => {
        server.middlewares.use(errorCauseLogger((line) => server.config.logger.error(line, {timestamp: true})));
      };
    },
  };
}
