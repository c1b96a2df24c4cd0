// Starts the real HTTP handlers on an ephemeral port over an in-memory database seeded with the
// test fixture, for protocol tests that drive the emulator with fetch.
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {openDatabase} from '../db/database';
import type {LocalStackDatabase} from '../db/records';
import {checkoutHandler} from '../checkout/checkout-handler';
import {requestListener} from './http';
import {createStorefrontApi, type StorefrontApi} from './storefront-api';
import {fixtureCatalog, fixtureDiamonds} from './test-fixtures';

export const TEST_TOKENS = {publicToken: 'test-public-token', privateToken: 'test-private-token'};

export interface TestStack {
  url: string;
  db: LocalStackDatabase;
  api: StorefrontApi;
  gql: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => Promise<{data?: T; errors?: {message: string; extensions?: {code?: string}}[]}>;
  close: () => Promise<void>;
}

export async function startTestStack(): Promise<TestStack> {
  const db = await openDatabase('memory://');
  await db.seed(fixtureCatalog(), fixtureDiamonds(), {seed: 1, diamondCount: 2});
  let url = '';
  const logs: string[] = [];
  const api = createStorefrontApi({
    catalog: await db.loadCatalog(),
    db,
    tokens: TEST_TOKENS,
    publicUrl: () => url,
    log: (line) => logs.push(line),
  });
  const checkout = checkoutHandler({db, context: api.context, storefrontUrl: 'http://localhost:3000/'});
  const server = createServer(requestListener([api.handler, checkout], (line) => logs.push(line)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    api,
    gql: async (query, variables) => {
      const response = await fetch(`${url}/api/2026-04/graphql.json`, {
        method: 'POST',
        headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': TEST_TOKENS.publicToken},
        body: JSON.stringify({query, variables}),
      });
      return (await response.json()) as never;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
