// The local stack's settings, read from the same variables as the storefront (.env over .env.example),
// so the app and the emulators agree on ports, tokens and keys without extra configuration.
import {resolve} from 'node:path';
import {loadEnvFiles} from '../scripts/env-files.ts';
import {DEFAULT_DIAMOND_COUNT, DEFAULT_SEED, MAX_DIAMOND_COUNT} from './catalog/model.ts';

export interface LocalStackConfig {
  host: string;
  storefrontPort: number;
  searchPort: number;
  dataDir: string;
  diamondCount: number;
  seed: number;
  publicStorefrontToken: string;
  privateStorefrontToken: string;
  algoliaAppId: string;
  algoliaSearchKey: string;
  /** Admin key the local search service accepts for writes (`local-admin-key` when unset). */
  algoliaAdminKey: string;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

export function readLocalStackConfig(
  env: Record<string, string | undefined> = loadEnvFiles(),
): LocalStackConfig {
  const diamondCount = integer(env.LOCAL_STACK_DIAMONDS, DEFAULT_DIAMOND_COUNT, 'LOCAL_STACK_DIAMONDS');
  if (diamondCount > MAX_DIAMOND_COUNT) {
    throw new Error(`LOCAL_STACK_DIAMONDS may be at most ${MAX_DIAMOND_COUNT}`);
  }
  return {
    host: env.LOCAL_STACK_HOST || '127.0.0.1',
    storefrontPort: integer(env.LOCAL_STACK_STOREFRONT_PORT, 4010, 'LOCAL_STACK_STOREFRONT_PORT'),
    searchPort: integer(env.LOCAL_STACK_SEARCH_PORT, 4020, 'LOCAL_STACK_SEARCH_PORT'),
    dataDir: resolve(env.LOCAL_STACK_DATA_DIR || '.local-stack/data'),
    diamondCount,
    seed: integer(env.LOCAL_STACK_SEED, DEFAULT_SEED, 'LOCAL_STACK_SEED'),
    publicStorefrontToken: env.PUBLIC_STOREFRONT_API_TOKEN || 'local-public-storefront-token-32',
    privateStorefrontToken: env.PRIVATE_STOREFRONT_API_TOKEN || 'local-private-storefront-token',
    algoliaAppId: env.PUBLIC_ALGOLIA_APP_ID || 'LOCALSTACK',
    algoliaSearchKey: env.PUBLIC_ALGOLIA_SEARCH_KEY || 'local-search-only-key',
    algoliaAdminKey: env.ALGOLIA_ADMIN_KEY || 'local-admin-key',
  };
}
