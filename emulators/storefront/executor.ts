// Parses, validates and executes operations against the Storefront schema with graphql-js, and
// shapes every failure the way Shopify does (errors with locations and `extensions.code`).
import {
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLTypeResolver,
} from 'graphql';
import type {ResolverMap, StorefrontContext} from './context';
import {notEmulated} from './errors';
import {storefrontSchema} from './schema';
import {TOKENLESS_MAX_COMPLEXITY, tokenlessVerdict} from './tokenless';

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface GraphQLResponse {
  data?: unknown;
  errors?: unknown[];
}

export interface ExecuteOptions {
  /** The API version of the URL (`2026-04`, `unstable`); only `unstable` changes the schema. */
  version?: string;
  /** No access token came with the request: only what Shopify allows tokenless may run. */
  tokenless?: boolean;
}

/** The request needs an access token (tokenless access does not cover it). */
export class TokenRequiredError extends Error {}

type CallableResolver = (
  source: unknown,
  args: unknown,
  context: StorefrontContext,
  info: Parameters<GraphQLFieldResolver<unknown, StorefrontContext>>[3],
) => unknown;

const DOCUMENT_CACHE_SIZE = 500;

function withCode(error: GraphQLError, code: string): unknown {
  return {...error.toJSON(), extensions: {...error.extensions, code}};
}

export function createExecutor(resolvers: ResolverMap) {
  // Hydrogen sends the same few operations over and over; skip parse and validate for them.
  const documents = new Map<string, DocumentNode>();

  const fieldResolver: GraphQLFieldResolver<unknown, StorefrontContext> = (
    source,
    args,
    context,
    info,
  ) => {
    const custom = resolvers[info.parentType.name]?.[info.fieldName] as CallableResolver | undefined;
    if (custom) return custom(source, args, context, info);
    if (source !== null && typeof source === 'object' && info.fieldName in source) {
      return (source as Record<string, unknown>)[info.fieldName];
    }
    throw notEmulated(info.parentType.name, info.fieldName);
  };

  const typeResolver: GraphQLTypeResolver<unknown, StorefrontContext> = (value) =>
    value !== null && typeof value === 'object' && '__typename' in value
      ? String((value as {__typename: unknown}).__typename)
      : undefined;

  function documentFor(query: string, version: string): DocumentNode | GraphQLResponse {
    const schema = storefrontSchema(version);
    const cacheKey = `${version === 'unstable' ? 'unstable' : ''}\n${query}`;
    const cached = documents.get(cacheKey);
    if (cached) return cached;
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      if (error instanceof GraphQLError) return {errors: [withCode(error, 'GRAPHQL_PARSE_FAILED')]};
      throw error;
    }
    const validationErrors = validate(schema, document);
    if (validationErrors.length > 0) {
      return {errors: validationErrors.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED'))};
    }
    if (documents.size >= DOCUMENT_CACHE_SIZE) documents.clear();
    documents.set(cacheKey, document);
    return document;
  }

  return async function run(
    request: GraphQLRequest,
    context: StorefrontContext,
    options: ExecuteOptions = {},
  ): Promise<GraphQLResponse> {
    const version = options.version ?? '';
    const schema = storefrontSchema(version);
    const document = documentFor(request.query, version);
    if (!('kind' in document)) return document;
    if (options.tokenless) {
      const verdict = tokenlessVerdict(schema, document, request.operationName, request.variables);
      if (!verdict.ok && verdict.reason === 'needs-token') throw new TokenRequiredError(verdict.field);
      if (!verdict.ok) {
        return {errors: [{message: 'Complexity exceeded', extensions: {code: 'MAX_COMPLEXITY_EXCEEDED', cost: verdict.cost, maxCost: TOKENLESS_MAX_COMPLEXITY}}]};
      }
    }
    const result = await execute({
      schema,
      document,
      variableValues: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
      contextValue: context,
      fieldResolver,
      typeResolver,
    });
    if (!result.errors) return {data: result.data};
    // Without data the errors happened before execution: bad variables or operation name.
    const requestFailed = result.data === undefined;
    const errors = result.errors.map((error) => {
      if (requestFailed) return withCode(error, 'BAD_USER_INPUT');
      const original = error.originalError;
      if (!original || original instanceof GraphQLError) return error.toJSON();
      context.log(`resolver error at ${error.path?.join('.')}: ${original.stack ?? original.message}`);
      return {
        ...error.toJSON(),
        message: 'Internal error. Looks like something went wrong on our end.',
        extensions: {code: 'INTERNAL_SERVER_ERROR'},
      };
    });
    return requestFailed ? {errors} : {data: result.data, errors};
  };
}

export type Executor = ReturnType<typeof createExecutor>;
