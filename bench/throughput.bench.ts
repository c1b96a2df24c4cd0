// `npm run bench:throughput`: the bench's server-throughput part alone, for checking a change in a
// minute or two: ours and the skeleton, both served by `shopify hydrogen preview` on one local
// stack, autocannon on the same pages with the same settings as `npm run bench`. Prints, writes nothing.
//   --pages product,collection   --connections N (10)   --duration S (10)   --diamonds N (100000)
//   --port N                     ours on N, the skeleton on N + 50 (3500, as the bench)
//   --no-build                   serve the last builds (dist/ and the skeleton's)
import {parseArgs} from 'node:util';
import {startAppOnLocalStack} from '../scripts/lib/app-on-local-stack.ts';
import {stopAll, stopAllOnExit} from '../scripts/lib/processes.ts';
import {prepareSkeleton, startSkeleton} from './lib/skeleton.ts';
import {throughput} from './lib/throughput.ts';
import {earringsProduct, ourRoutes, skeletonRoutes, type RouteName} from './routes.ts';

const {values} = parseArgs({
  options: {
    pages: {type: 'string', default: 'product,collection'},
    connections: {type: 'string', default: '10'},
    duration: {type: 'string', default: '10'},
    diamonds: {type: 'string', default: '100000'},
    port: {type: 'string', default: '3500'},
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
    const rows = [];
    for (const t of targets) {
      const route = t.routes.find((r) => r.name === page);
      if (!route) throw new Error(`no page named ${page} (${t.routes.map((r) => r.name).join(', ')})`);
      const r = await throughput(`${t.url}${route.path}`, Number(values.connections), Number(values.duration));
      rows.push(r);
      console.log(`${page} ${t.key}: ${r.requestsPerSecond} req/s, p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
    }
    console.log(`${page}: ours / skeleton = ${(rows[0]!.requestsPerSecond / rows[1]!.requestsPerSecond).toFixed(2)}x`);
  }
} finally {
  await stopAll();
}
