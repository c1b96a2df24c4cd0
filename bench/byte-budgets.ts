// First-load JS per route against the skeleton's, recorded in bench/skeleton-baseline.json by
// `npm run bench`. Deterministic, so `npm test` runs it on the build its end-to-end step made:
// `node --import tsx bench/byte-budgets.ts [--build]` fails above FIRST_LOAD_JS_CEILINGS and shows
// the target (BUDGETS) beside them; `npm run bench:check` checks the target itself.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {BUDGETS, FIRST_LOAD_JS_CEILINGS} from './budgets.ts';
import {firstLoadScripts, scriptSizes, type ByteSizes} from './lib/first-load-js.ts';
import {ourRoutes, skeletonCounterpart, type MeasuredRoute, type RouteName} from './routes.ts';
import {run} from '../scripts/lib/processes.ts';

export const BASELINE_FILE = 'bench/skeleton-baseline.json';

export interface SkeletonBaseline {
  note: string;
  date: string;
  skeletonVersion: string;
  shopifyCliVersion: string;
  routes: Partial<Record<RouteName, ByteSizes & {routeId: string}>>;
}

export interface ByteBudgetRow {
  route: RouteName;
  ours: ByteSizes;
  skeleton: ByteSizes;
  /** The budget. */
  targetRatio: number;
  /** What npm test enforces. */
  ceilingRatio: number;
  gzipRatio: number;
  brotliRatio: number;
  ok: boolean;
}

export function writeBaseline(baseline: SkeletonBaseline) {
  writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
}

export function readBaseline(): SkeletonBaseline {
  if (!existsSync(BASELINE_FILE)) throw new Error(`${BASELINE_FILE} is missing: run \`npm run bench\` once`);
  return JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as SkeletonBaseline;
}

export function byteBudgetRows(ours: {route: MeasuredRoute; sizes: ByteSizes}[], baseline: SkeletonBaseline): ByteBudgetRow[] {
  return ours.map(({route, sizes}) => {
    const skeleton = baseline.routes[skeletonCounterpart(route.name)];
    if (!skeleton) throw new Error(`the skeleton baseline has no ${skeletonCounterpart(route.name)} route`);
    const targetRatio = route.name === 'ring-builder' ? BUDGETS.ringBuilderFirstLoadJsRatio : BUDGETS.firstLoadJsRatio;
    const ceilingRatio = FIRST_LOAD_JS_CEILINGS[route.name];
    const gzipRatio = sizes.gzipBytes / skeleton.gzipBytes;
    const brotliRatio = sizes.brotliBytes / skeleton.brotliBytes;
    return {route: route.name, ours: sizes, skeleton, targetRatio, ceilingRatio, gzipRatio, brotliRatio, ok: gzipRatio <= ceilingRatio && brotliRatio <= ceilingRatio};
  });
}

export function ourFirstLoad(clientDir = 'dist/client') {
  return ourRoutes({handle: ''}).map((route) => ({route, sizes: scriptSizes(clientDir, firstLoadScripts(clientDir, route.routeId))}));
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values} = parseArgs({options: {build: {type: 'boolean', default: false}}});
  if ((values.build || !existsSync('dist/client')) && (await run('build', 'npx', ['--no-install', 'react-router', 'build'])) !== 0) {
    process.exit(1);
  }
  const rows = byteBudgetRows(ourFirstLoad(), readBaseline());
  console.table(
    rows.map((r) => ({
      route: r.route,
      'ours gzip KiB': kib(r.ours.gzipBytes),
      'skeleton gzip KiB': kib(r.skeleton.gzipBytes),
      'gzip ratio': r.gzipRatio.toFixed(2),
      'brotli ratio': r.brotliRatio.toFixed(2),
      ceiling: r.ceilingRatio,
      ok: r.ok ? 'yes' : 'NO',
      'issue target': `${r.targetRatio} (${r.gzipRatio <= r.targetRatio && r.brotliRatio <= r.targetRatio ? 'met' : 'not met'})`,
    })),
  );
  const over = rows.filter((r) => !r.ok);
  if (over.length) {
    console.error(`first-load JS over its ceiling on: ${over.map((r) => r.route).join(', ')}`);
    process.exit(1);
  }
  console.log('first-load JS within its ceiling on every route');
}
