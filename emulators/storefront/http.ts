// Small helpers shared by the local stack's HTTP handlers.
import type {IncomingMessage, ServerResponse} from 'node:http';

export class BodyTooLargeError extends Error {}

export async function readBody(request: IncomingMessage, limitBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limitBytes) throw new BodyTooLargeError(`Request body exceeds ${limitBytes} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  response.end(text);
}

export function sendText(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': contentType,
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  });
  response.end(body);
}

/** A request handler that answers the requests it owns and returns false for the rest. */
export type RouteHandler = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>;

/** Tries each handler in turn; answers 404 when none owns the URL and 500 (logged) on a crash. */
export function requestListener(handlers: RouteHandler[], log: (message: string) => void) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    void (async () => {
      try {
        const url = new URL(request.url ?? '/', 'http://local-stack');
        for (const handle of handlers) if (await handle(request, response, url)) return;
        sendJson(response, 404, {errors: [{message: 'Not found'}]});
      } catch (error) {
        log(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (!response.headersSent) sendJson(response, 500, {errors: [{message: 'Internal error'}]});
        else response.end();
      }
    })();
  };
}
