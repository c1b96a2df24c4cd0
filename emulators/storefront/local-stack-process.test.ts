// `startLocalStack` (emulators/server.ts) end to end: seeding, the routes it serves, and what
// survives a restart or a reset.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {LocalStackConfig} from '../config';
import {openDatabase} from '../db/database';
import {fixtureCatalog, syntheticDiamonds} from '../db/test-fixtures';
import {startLocalStack} from '../server';

const dataDir = mkdtempSync(join(tmpdir(), 'local-stack-'));
afterAll(() => rmSync(dataDir, {recursive: true, force: true}));

const config: LocalStackConfig = {
  host: '127.0.0.1',
  storefrontPort: 0,
  searchPort: 0,
  dataDir,
  diamondCount: 40,
  seed: 7,
  publicStorefrontToken: 'public',
  privateStorefrontToken: 'private',
  algoliaAppId: 'LOCALSTACK',
  algoliaSearchKey: 'search',
  algoliaAdminKey: 'admin',
};

async function gql<T>(url: string, query: string, variables?: object): Promise<T> {
  const response = await fetch(`${url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'x-shopify-storefront-access-token': 'public'},
    body: JSON.stringify({query, variables}),
  });
  return ((await response.json()) as {data: T}).data;
}

describe('startLocalStack', () => {
  it('seeds, serves health, API, images and checkout, keeps carts across restarts and drops them on reset', async () => {
    const logs: string[] = [];
    const first = await startLocalStack(config, {onLog: (line) => logs.push(line)});
    expect(logs.some((l) => l.startsWith('seeded'))).toBe(true);
    expect(await (await fetch(`${first.storefrontUrl}/health`)).json()).toEqual({ok: true});
    const {products} = await gql<{products: {nodes: {featuredImage: {url: string}; variants: {nodes: {id: string}[]}}[]}}>(
      first.storefrontUrl,
      '{ products(first: 1) { nodes { featuredImage { url } variants(first: 1) { nodes { id } } } } }',
    );
    const product = products.nodes[0]!;
    const image = await fetch(product.featuredImage.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await fetch(`${first.storefrontUrl}/images/nope.svg`)).status).toBe(404);
    const {cartCreate} = await gql<{cartCreate: {cart: {id: string; checkoutUrl: string}}}>(
      first.storefrontUrl,
      'mutation ($id: ID!) { cartCreate(input: {lines: [{merchandiseId: $id}]}) { cart { id checkoutUrl } } }',
      {id: product.variants.nodes[0]!.id},
    );
    expect((await fetch(cartCreate.cart.checkoutUrl)).status).toBe(200);

    // The search service on its own port indexes the same stored catalogue.
    const searched = await fetch(`${first.searchUrl}/1/indexes/diamonds/query`, {
      method: 'POST',
      headers: {'x-algolia-application-id': 'LOCALSTACK', 'x-algolia-api-key': 'search'},
      body: JSON.stringify({hitsPerPage: 1}),
    });
    expect(((await searched.json()) as {nbHits: number}).nbHits).toBe(40);
    await first.close();

    logs.length = 0;
    const second = await startLocalStack(config, {onLog: (line) => logs.push(line)});
    expect(logs.some((l) => l.startsWith('seeded'))).toBe(false);
    const kept = await gql<{cart: {totalQuantity: number} | null}>(second.storefrontUrl, 'query ($id: ID!) { cart(id: $id) { totalQuantity } }', {id: cartCreate.cart.id});
    expect(kept.cart).toEqual({totalQuantity: 1});
    await second.close();

    const third = await startLocalStack(config, {reset: true});
    const dropped = await gql<{cart: unknown}>(third.storefrontUrl, 'query ($id: ID!) { cart(id: $id) { id } }', {id: cartCreate.cart.id});
    expect(dropped.cart).toBeNull();
    await third.close();
  });

  it('reseeds data stored by an older version of the generator', async () => {
    const staleDir = mkdtempSync(join(tmpdir(), 'local-stack-stale-'));
    try {
      const db = await openDatabase(staleDir);
      await db.seed(fixtureCatalog(), syntheticDiamonds(config.diamondCount), {
        seed: config.seed,
        diamondCount: config.diamondCount,
        fingerprint: 'from-an-older-generator',
      });
      await db.close();

      const logs: string[] = [];
      const stack = await startLocalStack({...config, dataDir: staleDir}, {onLog: (line) => logs.push(line)});
      await stack.close();
      expect(logs.some((l) => l.includes('changed'))).toBe(true);
      expect(logs.some((l) => l.startsWith('seeded'))).toBe(true);
    } finally {
      rmSync(staleDir, {recursive: true, force: true});
    }
  });
});
