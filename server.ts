import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import {createAppContext, type AppContext} from '~/platform/context';
import {EnvError, errorReportingEnv} from '~/platform/env';
import {reportError} from '~/platform/error-reporting/error-reporter';
import {refuseBeforeRouting} from '~/platform/request-guard';
import {REQUEST_ID_HEADER, requestIdOf} from '~/platform/request-id';
import {staysOnSite} from '~/platform/same-origin';
import {withSecurityHeaders} from '~/platform/security-headers';
import {discardUnreadBody} from '~/platform/unread-body';

/** The last resort when the app itself cannot run: plain, with the reference and a way home. */
function fallbackErrorPage(message: string, requestId: string): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head><body><main><h1>Something went wrong</h1><p>${message}</p><p>Reference: <code>${requestId}</code></p><p><a href="/">Return Home</a></p></main></body></html>`;
  return new Response(body, {status: 500, headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'}});
}

/** Each request's context, for the handler below, which is built once. */
const contexts = new WeakMap<Request, AppContext>();

/**
 * One handler for the isolate's life: React Router derives its route tree from the build when a
 * handler first runs, which per request cost about 0.7 ms of a product page's 19.
 */
const handleRequest = createRequestHandler({
  build: serverBuild,
  mode: process.env.NODE_ENV,
  getLoadContext: (request) => {
    const context = contexts.get(request);
    if (!context) throw new Error('No context was made for this request');
    return context;
  },
});

async function respond(request: Request, env: Env, executionContext: ExecutionContext, requestId: string): Promise<Response> {
  const refused = refuseBeforeRouting(request);
  if (refused) return refused;
  try {
    const context = await createAppContext(request, env, executionContext, requestId);
    contexts.set(request, context);
    const response = await handleRequest(request);

    if (context.session.isPending) {
      response.headers.append('Set-Cookie', await context.session.commit());
    }

    if (response.status === 404) {
      // Only a 404 from the app consults the store's URL redirects (and `?redirect=`), and only a
      // redirect that stays on this storefront is followed: no open redirect, not even to /admin.
      const redirected = await storefrontRedirect({request, response, storefront: context.storefront, noAdminRedirect: true});
      return staysOnSite(redirected, request) ? redirected : response;
    }
    return response;
  } catch (error) {
    reportError(error, request, {env: errorReportingEnv(env), requestId, waitUntil: executionContext.waitUntil.bind(executionContext)});
    const message =
      error instanceof EnvError ? 'The storefront is misconfigured.' : 'An unexpected error occurred. Please try again in a moment.';
    return fallbackErrorPage(message, requestId);
  }
}

/** Oxygen worker entry: builds the Hydrogen context and hands the request to React Router. */
export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    const requestId = requestIdOf(request);
    const response = withSecurityHeaders(await respond(request, env, executionContext, requestId), request);
    await discardUnreadBody(request);
    // A redirect's headers are immutable: the id then goes on a copy.
    try {
      response.headers.set(REQUEST_ID_HEADER, requestId);
      return response;
    } catch {
      const copy = new Response(response.body, response);
      copy.headers.set(REQUEST_ID_HEADER, requestId);
      return copy;
    }
  },
};
