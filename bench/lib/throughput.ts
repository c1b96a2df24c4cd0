// Server rendering throughput: autocannon against a preview server, fixed connections and duration.
import autocannon from 'autocannon';

export interface ThroughputResult {
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

export async function throughput(url: string, connections: number, durationS: number): Promise<ThroughputResult> {
  // A short warm-up, so caches and the worker's JIT start even for both apps.
  await autocannon({url, connections, duration: 2});
  const result = await autocannon({url, connections, duration: durationS});
  return {
    connections,
    durationS,
    requests: result.requests.total,
    requestsPerSecond: Number(result.requests.average.toFixed(1)),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
