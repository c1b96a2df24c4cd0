// The service on plain `node:http`: Algolia's REST paths, credentials from headers or the query
// string (the browser build sends them there), CORS for any origin (the search-only key is public,
// as on Algolia), JSON bodies sent as text/plain, and Algolia-shaped `{message, status}` errors for
// everything that goes wrong, including the unexpected.
import type {IncomingMessage, ServerResponse} from 'node:http';
import {SearchError, badRequest} from './search-error';
import type {SearchApi} from './search-api';

const MAX_BODY_BYTES = 10 * 1024 * 1024;
const CREDENTIALS = ['x-algolia-application-id', 'x-algolia-api-key'] as const;

export interface Credentials {
  appId: string;
  /** Keys accepted for searching: the search-only key and the admin key. */
  keys: string[];
}

type Body = Record<string, unknown>;

function send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(payload),
    'access-control-allow-origin': req.headers.origin ?? '*',
    vary: 'Origin',
  });
  res.end(payload);
}

function preflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type, x-algolia-application-id, x-algolia-api-key',
    'access-control-max-age': '86400',
    vary: 'Origin',
  });
  res.end();
}

async function readBody(req: IncomingMessage): Promise<Body> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new SearchError(413, 'Request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw badRequest(`Invalid JSON: ${(error as Error).message}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Invalid JSON: expected an object');
  return body as Body;
}

function authorised(req: IncomingMessage, url: URL, credentials: Credentials): boolean {
  const [appId, key] = CREDENTIALS.map((name) => {
    const header = req.headers[name];
    return (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get(name);
  });
  return appId === credentials.appId && key !== undefined && key !== null && credentials.keys.includes(key);
}

/** URL query parameters other than credentials and client telemetry, as search parameters. */
function queryStringParams(url: URL): Body {
  const params: Body = {};
  for (const [key, value] of url.searchParams) {
    if (!(CREDENTIALS as readonly string[]).includes(key) && key !== 'x-algolia-agent') params[key] = value;
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest(`Invalid URL encoding in path segment "${segment}"`);
  }
}

async function route(req: IncomingMessage, url: URL, api: SearchApi): Promise<unknown> {
  const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  const [version, collection, index, action, facet, facetAction] = segments;
  if (version !== '1' || collection !== 'indexes' || index === undefined) {
    throw new SearchError(404, `Path not found: ${req.method} ${url.pathname}`);
  }
  const method = req.method ?? 'GET';
  if (method === 'POST' && index === '*' && segments.length === 4 && action === 'queries') {
    return api.multipleQueries(await readBody(req));
  }
  if (method === 'POST' && index === '*' && segments.length === 4 && action === 'objects') {
    return api.getObjects(await readBody(req));
  }
  if (method === 'POST' && segments.length === 4 && action === 'query') return api.query(index, await readBody(req));
  if (method === 'GET' && segments.length === 3) return api.query(index, queryStringParams(url));
  if (method === 'POST' && segments.length === 6 && action === 'facets' && facet !== undefined && facetAction === 'query') {
    return api.facetValues(index, facet, await readBody(req));
  }
  if (method === 'GET' && segments.length === 4 && action !== undefined) {
    const retrieve = url.searchParams.get('attributesToRetrieve');
    return api.getObject(index, action, retrieve === null ? null : retrieve.split(',').map((a) => a.trim()));
  }
  throw new SearchError(404, `The local search service does not implement ${method} ${url.pathname}`);
}

export function createHttpHandler(api: SearchApi, credentials: Credentials) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method === 'OPTIONS') {
      preflight(req, res);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://search.local');
    if (!authorised(req, url, credentials)) {
      send(req, res, 403, {message: 'Invalid Application-ID or API key', status: 403});
      return;
    }
    route(req, url, api).then(
      (body) => send(req, res, 200, body),
      (error: unknown) => {
        const status = error instanceof SearchError ? error.status : 500;
        const message = error instanceof Error ? error.message : String(error);
        if (!res.headersSent) send(req, res, status, {message, status});
        else res.destroy();
      },
    );
  };
}
