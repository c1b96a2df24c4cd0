import {afterEach, describe, expect, it, vi} from 'vitest';
import {browserSearchClient} from './search-client';

// The browser build the app ships (node resolves `algoliasearch/lite` to its Node.js build).
vi.mock('algoliasearch/lite', () => import(new URL('../../../node_modules/algoliasearch/dist/lite/builds/browser.js', import.meta.url).pathname));

describe('browserSearchClient', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a search within the task that asks for it, not after a timer', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        readonly OPENED = 1;
        readyState = 0;
        private url = '';
        open(_method: string, url: string) {
          this.url = url;
        }
        setRequestHeader() {}
        abort() {}
        send() {
          sent.push(this.url);
        }
      },
    );
    const client = browserSearchClient({algoliaAppId: 'TESTAPP', algoliaSearchKey: 'test-search-key', algoliaHost: '127.0.0.1:4999'});

    void client.search({requests: [{indexName: 'diamonds', query: 'oval'}]});
    // Promise callbacks only: a search held back by a timer (the lite build's localStorage host
    // state) would still be waiting here.
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('http://127.0.0.1:4999/1/indexes/*/queries');
  });
});
