import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import {createAppContext} from '~/lib/context';
import {EnvError} from '~/lib/env';
import {refuseBeforeRouting} from '~/lib/request-guard';
import {staysOnSite} from '~/lib/same-origin';
import {withSecurityHeaders} from '~/lib/security-headers';
import {discardUnreadBody} from '~/lib/unread-body';

async function respond(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
  const refused = refuseBeforeRouting(request);
  if (refused) return refused;
  try {
    const context = await createAppContext(request, env, executionContext);
    const handleRequest = createRequestHandler({
      build: serverBuild,
      mode: process.env.NODE_ENV,
      getLoadContext: () => context,
    });

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
    console.error(error);
    const message =
      error instanceof EnvError ? 'The storefront is misconfigured.' : 'An unexpected error occurred.';
    return new Response(message, {status: 500, headers: {'Content-Type': 'text/plain'}});
  }
}

/** Oxygen worker entry: builds the Hydrogen context and hands the request to React Router. */
export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    const response = await respond(request, env, executionContext);
    await discardUnreadBody(request);
    return withSecurityHeaders(response, request);
  },
};
