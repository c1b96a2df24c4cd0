import {z} from 'zod';
import {FEATURE_FLAG_ENV_VARS, featureFlags, type FeatureFlags, type FeatureFlagVariable} from '~/config/feature-flags';

const nonEmpty = z.string().trim().min(1);
/** Empty or absent means "not configured"; each reader says what that falls back to. */
const optional = z.string().trim().default('');

const featureFlagVariables = Object.fromEntries(Object.values(FEATURE_FLAG_ENV_VARS).map((name) => [name, optional])) as Record<
  FeatureFlagVariable,
  typeof optional
>;

/**
 * Every variable the worker reads (documented in .env.example), validated once at the edge of the
 * app: the code reads `context.appEnv`, never the raw `context.env`.
 */
const envSchema = z.object({
  SESSION_SECRET: nonEmpty,
  PUBLIC_STORE_DOMAIN: nonEmpty,
  PUBLIC_STOREFRONT_API_TOKEN: nonEmpty,
  PRIVATE_STOREFRONT_API_TOKEN: optional,
  PUBLIC_STOREFRONT_ID: optional,
  PUBLIC_CHECKOUT_DOMAIN: optional,
  PUBLIC_ALGOLIA_APP_ID: nonEmpty,
  PUBLIC_ALGOLIA_SEARCH_KEY: nonEmpty,
  PUBLIC_ALGOLIA_HOST: optional,
  /** Book an appointment's Cal.com page (https only, else no entry: appointment-booking.ts). */
  PUBLIC_CAL_COM_BOOKING_URL: optional,
  /** A stone's grading report (`{lab}`, `{number}`; http or https); empty: each lab's own report check. */
  PUBLIC_CERTIFICATE_REPORT_URL: z
    .string()
    .trim()
    .regex(/^(https?:\/\/[^\s]+)?$/, 'an http(s) URL template')
    .default(''),
  /** The finished ring's picture (`{setting}`, `{metal}`, `{shape}`, `{carat}`; http or https); empty: the setting's own image. */
  PUBLIC_RING_PICTURE_URL: z
    .string()
    .trim()
    .regex(/^(https?:\/\/[^\s]+)?$/, 'an http(s) URL template')
    .default(''),
  /** The forms' webhooks (webhook.ts); empty falls back to the local stack's sink. */
  PRIVATE_DROP_A_HINT_WEBHOOK_URL: optional,
  PRIVATE_EMAIL_SIGNUP_WEBHOOK_URL: optional,
  PRIVATE_CUSTOM_DESIGN_WEBHOOK_URL: optional,
  /** Where errors are reported (error-reporter.ts); empty: the local stack's ingest, or logs only. */
  PRIVATE_SENTRY_DSN: optional,
  /** Spec §9 flag overrides (`true`/`false`; empty keeps the shipped value). */
  ...featureFlagVariables,
});

export type AppEnv = z.infer<typeof envSchema> & {
  /** Origin of the store when it is not a myshopify domain (the local stack), else null. */
  storeOrigin: string | null;
  /** Spec §9 flags with this deployment's FEATURE_* overrides. */
  featureFlags: FeatureFlags;
};

/** What error reporting reads, through the same schema, also when the rest of the environment is broken. */
export type ErrorReportingEnv = Partial<Pick<AppEnv, 'PRIVATE_SENTRY_DSN' | 'PUBLIC_STORE_DOMAIN'>>;

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
    featureFlags: featureFlags(result.data),
  };
  parsed.set(env, appEnv);
  return appEnv;
}

/** The error-reporting variables of an environment `parseEnv` may have refused (so the failure is still reported). */
export function errorReportingEnv(env: Env): ErrorReportingEnv {
  const result = envSchema.pick({PRIVATE_SENTRY_DSN: true, PUBLIC_STORE_DOMAIN: true}).partial().safeParse(env);
  return result.success ? result.data : {};
}

export function publicEnv(env: AppEnv): PublicEnv {
  return {
    algoliaAppId: env.PUBLIC_ALGOLIA_APP_ID,
    algoliaSearchKey: env.PUBLIC_ALGOLIA_SEARCH_KEY,
    algoliaHost: env.PUBLIC_ALGOLIA_HOST || null,
    catalogImageOrigin: env.storeOrigin,
  };
}
