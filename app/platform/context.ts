import {cartSetIdDefault, createHydrogenContext} from '@shopify/hydrogen';
import {CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT} from '~graphql/cart';
import {CART_COOKIE_MAX_AGE_SECONDS} from '~/config/cart';
import {STORE_COUNTRY, STORE_LANGUAGE} from '~/config/store';
import {parseEnv} from '~/platform/env';
import {MemoryCacheStore, memoryFirstCache} from '~/platform/memory-first-cache';
import {isDataRequest, isSecureRequest} from '~/platform/request';
import {AppSession} from '~/platform/app-session';

/** Outlives the request: the isolate's later requests read cached Storefront responses from it. */
const memoryCache = new MemoryCacheStore();

/** Builds the per-request Hydrogen context: storefront client, cart handler, session, cache. */
export async function createAppContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  requestId: string,
) {
  const appEnv = parseEnv(env);
  const waitUntil = executionContext.waitUntil.bind(executionContext);
  const [sharedCache, session] = await Promise.all([
    caches.open('hydrogen'),
    AppSession.init(request, [appEnv.SESSION_SECRET]),
  ]);

  return createHydrogenContext(
    {
      env,
      request,
      cache: memoryFirstCache(memoryCache, sharedCache),
      waitUntil,
      session,
      i18n: {language: STORE_LANGUAGE, country: STORE_COUNTRY},
      cart: {
        queryFragment: CART_QUERY_FRAGMENT,
        mutateFragment: CART_MUTATE_FRAGMENT,
        // Hydrogen's default cart cookie is readable by scripts; ours is not.
        setId: cartSetIdDefault({
          httponly: true,
          secure: isSecureRequest(request),
          samesite: 'Lax',
          path: '/',
          maxage: CART_COOKIE_MAX_AGE_SECONDS,
        }),
      },
    },
    {appEnv, requestId, dataRequest: isDataRequest(request)},
  );
}

export type AppContext = Awaited<ReturnType<typeof createAppContext>>;
