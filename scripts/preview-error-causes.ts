// `vite preview` serves the tests: MiniOxygen hands each request to workerd through miniflare's
// undici, and when that hop fails Vite logs only "TypeError: fetch failed". The transport reason
// undici keeps on `cause` (a reset, a closed socket, a refused connection) is what tells a flaky
// test's cause apart, so the preview server logs it with the request.
//
// The causes it named in CI: `SocketError UND_ERR_SOCKET: other side closed` (undici reused a
// keep-alive connection workerd was closing) and, under the storefront specs' load, `ECONNRESET`;
// each time the page answered 500. Undici's own retry handler counts both codes as safe to retry for
// idempotent requests; the preview server does the same, once. A refused connection is not retried:
// workerd is not there, and asking again at once would meet the same.
import type {Connect, Plugin} from 'vite';

/** Undici's codes for a connection to workerd that was dropped under a request. */
const DROPPED_CONNECTION = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MINI_OXYGEN_HANDLER = 'o2HandlePreviewWorkerRequest';

/** Undici's code for a transport error (`UND_ERR_SOCKET`, `ECONNREFUSED`), if it has one. */
const codeOf = (error: Error): unknown => (error as {code?: unknown}).code;

const causeCode = (error: unknown): unknown => (error instanceof Error && error.cause instanceof Error ? codeOf(error.cause) : undefined);

function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const code = codeOf(cause);
  return `${cause.name}${typeof code === 'string' ? ` ${code}` : ''}: ${cause.message}`;
}

/** Logs a failed request's cause, then hands the error on to Vite's own handler. */
export function errorCauseLogger(log: (line: string) => void): Connect.ErrorHandleFunction {
  return (error, req, _res, next) => {
    if (error instanceof Error && error.cause !== undefined) log(`${req.method} ${req.url} failed: ${error.message} (cause: ${describeCause(error.cause)})`);
    next(error);
  };
}

/** Sends an idempotent request to `handle` once more when its connection to workerd was closed or reset under it. */
export function retryDroppedConnection(handle: Connect.NextHandleFunction, log: (line: string) => void): Connect.NextHandleFunction {
  return (req, res, next) =>
    handle(req, res, (error?: unknown) => {
      // A request with a body cannot be read twice.
      const resendable = IDEMPOTENT_METHODS.has(req.method ?? '') && !req.headers['content-length'] && !res.headersSent;
      const code = causeCode(error);
      if (error === undefined || !resendable || typeof code !== 'string' || !DROPPED_CONNECTION.has(code)) {
        next(error);
        return;
      }
      log(`${req.method} ${req.url}: the connection to workerd dropped (${code}); sent once more`);
      handle(req, res, next);
    });
}

/** Runs after MiniOxygen's handler is in place: wraps it, and logs what still fails after it. */
export function previewErrorCauses(): Plugin {
  return {
    name: 'preview-error-causes',
    configurePreviewServer(server) {
      return () => {
        const log = (line: string) => server.config.logger.error(line, {timestamp: true});
        const layer = server.middlewares.stack.find((entry) => typeof entry.handle === 'function' && entry.handle.name === MINI_OXYGEN_HANDLER);
        if (layer) layer.handle = retryDroppedConnection(layer.handle as Connect.NextHandleFunction, log);
        else log(`preview-error-causes: MiniOxygen's ${MINI_OXYGEN_HANDLER} was not found; requests are not sent again`);
        server.middlewares.use(errorCauseLogger(log));
      };
    },
  };
}
