import {z} from 'zod';

const nonEmpty = z.string().trim().min(1);

/** The worker environment, validated once at the edge of the app. */
const envSchema = z.object({
  SESSION_SECRET: nonEmpty,
  PUBLIC_STORE_DOMAIN: nonEmpty,
  PUBLIC_STOREFRONT_API_TOKEN: nonEmpty,
  PRIVATE_STOREFRONT_API_TOKEN: z.string().trim().default(''),
  PUBLIC_STOREFRONT_ID: z.string().trim().default(''),
  PUBLIC_CHECKOUT_DOMAIN: z.string().trim().default(''),
  PUBLIC_ALGOLIA_APP_ID: nonEmpty,
  PUBLIC_ALGOLIA_SEARCH_KEY: nonEmpty,
  PUBLIC_ALGOLIA_HOST: z.string().trim().default(''),
});

export type AppEnv = z.infer<typeof envSchema> & {
  /** Origin of the store when it is not a myshopify domain (the local stack), else null. */
  storeOrigin: string | null;
};

/** What the browser may see: passed to the client explicitly through the root loader. */
export interface PublicEnv {
  algoliaAppId: string;
  algoliaSearchKey: string;
  algoliaHost: string | null;
  /**
   * Origin that relative image paths in search records resolve against (the local stack serves
   * catalogue images itself); null when the store is a Shopify domain and records hold full URLs.
   */
  catalogImageOrigin: string | null;
}

const parsed = new WeakMap<object, AppEnv>();

export class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(env: Env): AppEnv {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new EnvError(`Missing or invalid environment variables: ${fields}. See .env.example.`);
  }
  const domain = result.data.PUBLIC_STORE_DOMAIN;
  const appEnv: AppEnv = {
    ...result.data,
    storeOrigin: domain.includes('://') ? new URL(domain).origin : null,
  };
  parsed.set(env, appEnv);
  return appEnv;
}

export function publicEnv(env: AppEnv): PublicEnv {
  return {
    algoliaAppId: env.PUBLIC_ALGOLIA_APP_ID,
    algoliaSearchKey: env.PUBLIC_ALGOLIA_SEARCH_KEY,
    algoliaHost: env.PUBLIC_ALGOLIA_HOST || null,
    catalogImageOrigin: env.storeOrigin,
  };
}
