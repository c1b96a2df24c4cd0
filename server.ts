import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import {createAppContext} from '~/lib/context';
import {EnvError} from '~/lib/env';
import {discardUnreadBody} from '~/lib/unread-body';

/** Oxygen worker entry: builds the Hydrogen context and hands the request to React Router. */
export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    try {
      const context = await createAppContext(request, env, executionContext);
      const handleRequest = createRequestHandler({
        build: serverBuild,
        mode: process.env.NODE_ENV,
        getLoadContext: () => context,
      });

      const response = await handleRequest(request);
      await discardUnreadBody(request);

      if (context.session.isPending) {
        response.headers.append('Set-Cookie', await context.session.commit());
      }

      if (response.status === 404) {
        // Only a 404 from the app consults the store's URL redirects.
        return storefrontRedirect({request, response, storefront: context.storefront});
      }
      return response;
    } catch (error) {
      console.error(error);
      await discardUnreadBody(request);
      const message =
        error instanceof EnvError ? 'The storefront is misconfigured.' : 'An unexpected error occurred.';
      return new Response(message, {status: 500, headers: {'Content-Type': 'text/plain'}});
    }
  },
};
