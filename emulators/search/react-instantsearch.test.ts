// react-instantsearch, unchanged, server-rendering against the service over HTTP: its request
// builder (highlight tags, disjunctive facet queries) and the real algoliasearch client.
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {algoliasearch} from 'algoliasearch';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {Highlight, Hits, InstantSearch, InstantSearchSSRProvider, RefinementList, SearchBox, getServerState} from 'react-instantsearch';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {TEST_CREDENTIALS, createTestService} from './test-fixtures';

let server: Server;
let port: number;

beforeAll(async () => {
  const service = await createTestService(10);
  server = createServer(service.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('server-renders typo-tolerant, highlighted hits and disjunctive facet counts', async () => {
  const searchClient = algoliasearch(TEST_CREDENTIALS.appId, TEST_CREDENTIALS.searchKey, {
    hosts: [{url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite'}],
  });
  const hit = ({hit}: {hit: Parameters<typeof Highlight>[0]['hit']}) => createElement(Highlight, {attribute: 'name', hit});
  const page = createElement(
    InstantSearch,
    {searchClient, indexName: 'products', initialUiState: {products: {query: 'solitare', refinementList: {metal: ['Platinum']}}}},
    createElement(SearchBox),
    createElement(RefinementList, {attribute: 'metal'}),
    createElement(Hits, {hitComponent: hit}),
  );
  const serverState = await getServerState(page, {renderToString});
  const html = renderToString(createElement(InstantSearchSSRProvider, serverState, page));

  // One hit: the only solitaire in platinum, its typo-matched word highlighted.
  expect(html.match(/ais-Hits-item/g)).toHaveLength(1);
  expect(html).toContain('<mark class="ais-Highlight-highlighted">Solitaire</mark>');
  // Disjunctive counts: the other metals of solitaire rings stay listed with their own counts.
  const counts = Object.fromEntries(
    [...html.matchAll(/ais-RefinementList-labelText">([^<]+)<\/span><span class="ais-RefinementList-count">(\d+)/g)].map((m) => [m[1], Number(m[2])]),
  );
  expect(counts).toEqual({'14k White Gold': 1, Platinum: 1, '14k Yellow Gold': 1, '18k Yellow Gold': 1});
});
