import {describe, expect, it} from 'vitest';
import {StorefrontFaults} from './faults';

const request = (operationName: string | null, query = 'query { shop { name } }') => ({query, variables: null, operationName});

describe('StorefrontFaults', () => {
  it('matches an operation by name or by its query text, first rule first', async () => {
    const faults = new StorefrontFaults();
    faults.set([{match: 'BestSellers', status: 503}, {match: 'shop {', status: 500}]);
    expect((await faults.apply(request('BestSellers')))?.status).toBe(503);
    expect((await faults.apply(request(null)))?.status).toBe(500);
    expect(await faults.apply(request('Product', 'query Product { product { id } }'))).toBeNull();
  });

  it('matches a value in the variables, so one request can fail alone', async () => {
    const faults = new StorefrontFaults();
    faults.set([{match: 'probe-123', status: 503}]);
    const product = (handle: string) => ({query: 'query Product($handle: String!) { product(handle: $handle) { id } }', variables: {handle}, operationName: 'Product'});
    expect((await faults.apply(product('probe-123')))?.status).toBe(503);
    expect(await faults.apply(product('gold-ring'))).toBeNull();
  });

  it('waits the fault’s latency before answering', async () => {
    const faults = new StorefrontFaults();
    faults.set([{match: 'Home', latencyMs: 120}]);
    const started = Date.now();
    expect(await faults.apply(request('Home'))).toEqual({match: 'Home', latencyMs: 120});
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    faults.set([]);
    expect(await faults.apply(request('Home'))).toBeNull();
  });
});

