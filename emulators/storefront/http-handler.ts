// The Storefront API over HTTP: `POST /api/<version>/graphql.json` (and GET with `?query=`), with
// Shopify's token check, status codes and error bodies, and CORS for browser clients.
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {StorefrontContext} from './context';
import {TokenRequiredError, type Executor, type GraphQLRequest} from './executor';
import type {StorefrontFaults} from './faults';
import {BodyTooLargeError, readBody, sendJson, type RouteHandler} from './http';

const ENDPOINT = /^\/api\/([^/]+)\/graphql\.json$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_BODY_BYTES = 4 * 1024 * 1024;
const INVALID_TOKEN = {errors: '[API] Invalid API key or access token (unrecognized login or wrong password)'};

export interface StorefrontTokens {
  publicToken: string;
  privateToken: string;
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers':
      request.headers['access-control-request-headers'] ??
      'content-type, x-shopify-storefront-access-token, x-sdk-variant, x-sdk-version, x-sdk-variant-source',
    'access-control-max-age': '86400',
    vary: 'origin',
  };
}

/** A valid token, no token at all (tokenless access), or a wrong one. */
function access(request: IncomingMessage, tokens: StorefrontTokens): 'token' | 'tokenless' | 'denied' {
  const publicToken = request.headers['x-shopify-storefront-access-token'];
  const privateToken = request.headers['shopify-storefront-private-token'];
  if (publicToken === tokens.publicToken || privateToken === tokens.privateToken) return 'token';
  return publicToken === undefined && privateToken === undefined ? 'tokenless' : 'denied';
}

/**
 * The origin this client reached the stack at, so the URLs it is given (images, checkout) use the
 * same host: a store configured as `http://localhost:<port>` gets images on localhost, which
 * Hydrogen's development CSP admits. Only loopback names and the configured host are trusted.
 */
export function clientOrigin(request: IncomingMessage, configured: string): string {
  const host = request.headers.host;
  if (!host) return configured;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return configured;
  }
  const base = new URL(configured);
  const trusted = LOOPBACK.has(url.hostname) || url.hostname === base.hostname;
  return trusted && url.port === base.port ? `${base.protocol}//${url.host}` : configured;
}

class BadRequest extends Error {}

function parseVariables(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === null || value === '') return null;
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequest('Variables must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

async function graphQLRequest(request: IncomingMessage, url: URL): Promise<GraphQLRequest> {
  if (request.method === 'GET') {
    const query = url.searchParams.get('query');
    if (!query) throw new BadRequest('Parameter "query" is required');
    const variables = parseVariables(url.searchParams.get('variables'));
    return {query, variables, operationName: url.searchParams.get('operationName')};
  }
  const text = await readBody(request, MAX_BODY_BYTES);
  if ((request.headers['content-type'] ?? '').startsWith('application/graphql')) return {query: text};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequest('Invalid JSON in request body');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequest('Request body must be a JSON object');
  }
  const {query, variables, operationName} = body as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') throw new BadRequest('Parameter "query" is required');
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw new BadRequest('Parameter "operationName" must be a string');
  }
  let parsedVariables: Record<string, unknown> | null;
  try {
    parsedVariables = parseVariables(variables);
  } catch (error) {
    throw error instanceof BadRequest ? error : new BadRequest('Variables must be a JSON object');
  }
  return {query, variables: parsedVariables, operationName: operationName ?? null};
}

export function storefrontApiHandler(
  executor: Executor,
  context: StorefrontContext,
  tokens: StorefrontTokens,
  faults?: StorefrontFaults,
): RouteHandler {
  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const version = ENDPOINT.exec(url.pathname)?.[1];
    if (!version) return false;
    const cors = corsHeaders(request);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return true;
    }
    if (request.method !== 'POST' && request.method !== 'GET') {
      sendJson(response, 405, {errors: [{message: `Method ${request.method} not allowed`}]}, {...cors, allow: 'GET, POST, OPTIONS'});
      return true;
    }
    const granted = access(request, tokens);
    if (granted === 'denied') {
      sendJson(response, 401, INVALID_TOKEN, cors);
      return true;
    }
    const origin = clientOrigin(request, context.publicUrl());
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' && value ? value : null;
    };
    const requestContext: StorefrontContext = {
      ...context,
      publicUrl: () => origin,
      visit: {
        cookie: header('cookie') ?? '',
        uniqueToken: header('x-shopify-uniquetoken'),
        visitToken: header('x-shopify-visittoken'),
        setCookies: [],
        serverTiming: [],
      },
    };
    try {
      const graphql = await graphQLRequest(request, url);
      if (request.method === 'GET' && /^\s*mutation\b/.test(graphql.query)) {
        throw new BadRequest('Mutations are only accepted in POST requests');
      }
      const fault = await faults?.apply(graphql);
      if (fault?.status) {
        sendJson(response, fault.status, {errors: [{message: `Injected fault (${fault.match})`}]}, cors);
        return true;
      }
      const result = await executor(graphql, requestContext, {version, tokenless: granted === 'tokenless'});
      const visit = requestContext.visit!;
      const extra: Record<string, string | string[]> = {};
      if (visit.setCookies.length) extra['set-cookie'] = visit.setCookies;
      if (visit.serverTiming.length) extra['server-timing'] = visit.serverTiming.join(', ');
      sendJson(response, 200, result, {...cors, ...extra});
    } catch (error) {
      if (error instanceof TokenRequiredError) sendJson(response, 401, INVALID_TOKEN, cors);
      else if (error instanceof BadRequest) sendJson(response, 400, {errors: [{message: error.message}]}, cors);
      else if (error instanceof BodyTooLargeError) sendJson(response, 413, {errors: [{message: error.message}]}, cors);
      else {
        context.log(`storefront API error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        sendJson(response, 500, {errors: [{message: 'Internal error. Looks like something went wrong on our end.'}]}, cors);
      }
    }
    return true;
  };
}
