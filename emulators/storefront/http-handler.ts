// The Storefront API over HTTP: `POST /api/<version>/graphql.json` (and GET with `?query=`), with
// Shopify's token check, status codes and error bodies, and CORS for browser clients.
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {StorefrontContext} from './context';
import type {Executor, GraphQLRequest} from './executor';
import type {StorefrontFaults} from './faults';
import {BodyTooLargeError, readBody, sendJson, type RouteHandler} from './http';

const ENDPOINT = /^\/api\/[^/]+\/graphql\.json$/;
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

function authorized(request: IncomingMessage, tokens: StorefrontTokens): boolean {
  const publicToken = request.headers['x-shopify-storefront-access-token'];
  const privateToken = request.headers['shopify-storefront-private-token'];
  return publicToken === tokens.publicToken || privateToken === tokens.privateToken;
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
    if (!ENDPOINT.test(url.pathname)) return false;
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
    if (!authorized(request, tokens)) {
      sendJson(response, 401, INVALID_TOKEN, cors);
      return true;
    }
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
      sendJson(response, 200, await executor(graphql, context), cors);
    } catch (error) {
      if (error instanceof BadRequest) sendJson(response, 400, {errors: [{message: error.message}]}, cors);
      else if (error instanceof BodyTooLargeError) sendJson(response, 413, {errors: [{message: error.message}]}, cors);
      else {
        context.log(`storefront API error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        sendJson(response, 500, {errors: [{message: 'Internal error. Looks like something went wrong on our end.'}]}, cors);
      }
    }
    return true;
  };
}
