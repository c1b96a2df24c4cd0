// `npm run bench:throughput`: the bench's server-throughput part alone, for checking a change in a
// few minutes: ours and the skeleton, both served by `shopify hydrogen preview` on one local
// stack, autocannon on the same pages with the same settings as `npm run bench`. Prints, writes nothing.
//   --pages product,collection   --connections N (10)   --duration S (30)   --diamonds N (100000)
//   --min-runs N (3) --max-runs N (8)   rounds, alternating the apps, until the last N agree within 5%
//   --warm-up S (30)             load on each page before its first run
//   --port N                     ours on N, the skeleton on N + 50 (3500, as the bench)
//   --no-build                   serve the last builds (dist/ and the skeleton's)
import {parseArgs} from 'node:util';
import {startAppOnLocalStack} from '../scripts/lib/app-on-local-stack.ts';
import {stopAll, stopAllOnExit} from '../scripts/lib/processes.ts';
import {prepareSkeleton, startSkeleton} from './lib/skeleton.ts';
import {THROUGHPUT_ROUNDS, THROUGHPUT_RUN_S, THROUGHPUT_WARM_UP_S, throughputUntilSteady} from './lib/throughput.ts';
import {BUDGETS} from './budgets.ts';
import {earringsProduct, ourRoutes, skeletonRoutes, type RouteName} from './routes.ts';

const {values} = parseArgs({
  options: {
    pages: {type: 'string', default: 'product,collection'},
    connections: {type: 'string', default: '10'},
    duration: {type: 'string', default: String(THROUGHPUT_RUN_S)},
    diamonds: {type: 'string', default: '100000'},
    port: {type: 'string', default: '3500'},
    'min-runs': {type: 'string', default: String(THROUGHPUT_ROUNDS[0])},
    'max-runs': {type: 'string', default: String(THROUGHPUT_ROUNDS[1])},
    'warm-up': {type: 'string', default: String(THROUGHPUT_WARM_UP_S)},
    'no-build': {type: 'boolean', default: false},
  },
});
const port = Number(values.port);
const build = !values['no-build'];
const pages = values.pages.split(',') as RouteName[];

stopAllOnExit();
try {
  const skeleton = await prepareSkeleton({build});
  const app = await startAppOnLocalStack(port, values.diamonds, {}, {build, server: 'hydrogen preview'});
  await startSkeleton(skeleton, port + 50, app.env);
  const product = await earringsProduct(app.env.PUBLIC_STORE_DOMAIN!);
  const targets = [
    {key: 'ours', url: app.appUrl, routes: ourRoutes(product)},
    {key: 'skeleton', url: `http://localhost:${port + 50}`, routes: skeletonRoutes(product)},
  ];
  for (const page of pages) {
    const urls: Record<string, string> = {};
    for (const t of targets) {
      const route = t.routes.find((r) => r.name === page);
      if (!route) throw new Error(`no page named ${page} (${t.routes.map((r) => r.name).join(', ')})`);
      urls[t.key] = `${t.url}${route.path}`;
    }
    const results = await throughputUntilSteady(urls, {
      connections: Number(values.connections),
      durationS: Number(values.duration),
      minRuns: Number(values['min-runs']),
      maxRuns: Number(values['max-runs']),
      maxSpread: BUDGETS.throughputMaxSpread,
      warmUpS: Number(values['warm-up']),
    });
    for (const [key, r] of Object.entries(results)) {
      console.log(`${page} ${key}: ${r.requestsPerSecond} req/s (runs ${r.runs.join(', ')}; spread ${(r.spread * 100).toFixed(1)}%${r.earlierRuns ? `; before: ${r.earlierRuns.join(', ')}` : ''}), p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms, server CPU ${r.serverCpuMsPerRequest ?? '?'} ms/request, non-2xx ${r.non2xx}, errors ${r.errors}`);
    }
    console.log(`${page}: ours / skeleton = ${(results.ours!.requestsPerSecond / results.skeleton!.requestsPerSecond).toFixed(2)}x`);
  }
} finally {
  await stopAll();
}
