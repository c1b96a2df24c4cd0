// `npm run bench`: our storefront and Shopify's Hydrogen skeleton, production builds, on one local
// stack, measured in one run. Writes bench/results/bench-<time>.json, the skeleton's byte
// baseline (bench/skeleton-baseline.json) and the report (bench/REPORT.md, bench/charts/).
//   --lighthouse-runs N   Lighthouse runs per page, median kept (7)
//   --connections N --duration S   autocannon load per page (10 connections, 30 s), repeated
//   --throughput-runs MIN,MAX      rounds until the last MIN agree within 5% (3, at most 8 rounds)
//   --throughput-warm-up S         load on each page before its first run (30)
//   --samples N           browser timing samples, INP samples per interaction (7)
//   --search-sizes A,B    search service sizes ('100000,1000000')
//   --diamonds N          stones in the local stack the apps run on (100000)
//   --skip a,b            leave out parts: lighthouse, throughput, timings, inp, search
import {execFileSync, spawnSync} from 'node:child_process';
import {cpus, freemem, totalmem, release, platform} from 'node:os';
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {startAppOnLocalStack} from '../scripts/lib/app-on-local-stack.ts';
import {stopAll, stopAllOnExit} from '../scripts/lib/processes.ts';
import {writeBaseline, type SkeletonBaseline} from './byte-budgets.ts';
import {firstLoadScripts, frameworkScripts, scriptsOfHtml, scriptSizes, workerSizes} from './lib/first-load-js.ts';
import {lighthouseMedian, lighthouseOnce, CHROMIUM_PATH, type LighthouseRun} from './lib/lighthouse.ts';
import {prepareSkeleton, startSkeleton} from './lib/skeleton.ts';
import {THROUGHPUT_ROUNDS, THROUGHPUT_RUN_S, THROUGHPUT_WARM_UP_S, throughputUntilSteady} from './lib/throughput.ts';
import {documentBytes} from './lib/document-bytes.ts';
import {measureAllInp, ourInteractions, skeletonInteractions} from './lib/inp.ts';
import {LATE_ISLANDS} from '../scripts/lib/late-islands.ts';
import {BUDGETS} from './budgets.ts';
import {addToCartToDrawer, launchBrowser, sliderReleaseToResults} from './lib/browser-timings.ts';
import {earringsProduct, ourRoutes, skeletonRoutes, type MeasuredRoute, type ProductRef, type RouteName} from './routes.ts';
import {writeReport} from './report.ts';
import type {AppResult, BenchResult, RouteResult} from './results-file.ts';

const APP_PORT = 3500;
/**
 * More than the minimum (BUDGETS.lighthouseMinRuns): on this shared machine the median of
 * five runs moved by 75 ms of Total Blocking Time between two runs of the same build.
 */
const LIGHTHOUSE_RUNS = 7;
const SKELETON_PORT = 3550;

const {values} = parseArgs({
  options: {
    'lighthouse-runs': {type: 'string', default: String(LIGHTHOUSE_RUNS)},
    connections: {type: 'string', default: '10'},
    duration: {type: 'string', default: String(THROUGHPUT_RUN_S)},
    'throughput-runs': {type: 'string', default: THROUGHPUT_ROUNDS.join(',')},
    'throughput-warm-up': {type: 'string', default: String(THROUGHPUT_WARM_UP_S)},
    samples: {type: 'string', default: '7'},
    'search-sizes': {type: 'string', default: '100000,1000000'},
    diamonds: {type: 'string', default: '100000'},
    skip: {type: 'string', default: ''},
  },
});
const skip = new Set(values.skip.split(',').filter(Boolean));
const config = {
  lighthouseRuns: Number(values['lighthouse-runs']),
  connections: Number(values.connections),
  durationS: Number(values.duration),
  throughputRuns: values['throughput-runs'].split(',').map(Number) as [number, number],
  throughputWarmUpS: Number(values['throughput-warm-up']),
  timingSamples: Number(values.samples),
  searchSizes: values['search-sizes'].split(',').map(Number),
  diamonds: Number(values.diamonds),
  skipped: [...skip],
};

const versionOf = (dir: string, pkg: string) => {
  try {
    return (JSON.parse(readFileSync(join(dir, 'node_modules', pkg, 'package.json'), 'utf8')) as {version: string}).version;
  } catch {
    return null;
  }
};
const stackVersions = (dir: string) =>
  Object.fromEntries(['@shopify/hydrogen', 'react', 'react-dom', 'react-router', 'vite', '@shopify/mini-oxygen'].map((pkg) => [pkg, versionOf(dir, pkg)]));

/** A page fetch, retried once: MiniOxygen may close a kept-alive socket between two requests. */
async function fetchPage(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    await new Promise((r) => setTimeout(r, 500));
    return fetch(url);
  }
}

function sameScripts(a: string[], b: string[]) {
  return a.length === b.length && a.every((src) => b.includes(src));
}

async function measureRoutes(appUrl: string, clientDir: string, routes: MeasuredRoute[]) {
  const out: Partial<Record<RouteName, RouteResult>> = {};
  for (const route of routes) {
    const response = await fetchPage(`${appUrl}${route.path}`);
    const html = await response.text();
    const scripts = firstLoadScripts(clientDir, route.routeId);
    out[route.name] = {
      path: route.path,
      routeId: route.routeId,
      status: response.status,
      firstLoadJs: scriptSizes(clientDir, scripts),
      htmlMatchesManifest: sameScripts(scripts, scriptsOfHtml(html)),
      document: documentBytes(html),
    };
  }
  return out;
}

/** Every kind of page the skeleton has, to prove the local stack answers the operations it sends. */
async function skeletonCoverage(url: string, product: ProductRef) {
  const paths = [
    '/', '/collections', '/collections/all', `/collections/engagement-rings`, `/products/${product.handle}`, '/search?q=ring',
    '/search?q=ring&predictive=true&limit=10', '/cart', '/pages/about', '/policies', '/policies/privacy-policy', '/blogs', '/sitemap.xml', '/robots.txt',
  ];
  const out: Record<string, number> = {};
  for (const path of paths) out[path] = (await fetchPage(`${url}${path}`)).status;
  return out;
}

function runSearchBench(sizes: number[]) {
  console.error('bench: search service...');
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/search.bench.ts', '--sizes', sizes.join(','), '--no-db'], {stdio: ['ignore', 'inherit', 'inherit']});
  if (child.status !== 0) throw new Error('the search benchmark failed');
  const file = readdirSync('bench/results').filter((name) => /^search-.*\.json$/.test(name)).sort().at(-1)!;
  return JSON.parse(readFileSync(join('bench/results', file), 'utf8')) as BenchResult['search'];
}

stopAllOnExit();
const started = Date.now();
const skeleton = await prepareSkeleton();
// Both served the same way: `shopify hydrogen preview`.
const app = await startAppOnLocalStack(APP_PORT, String(config.diamonds), {}, {server: 'hydrogen preview'});
const results: {ours: AppResult; skeleton: AppResult} = {} as never;
let coverage: Record<string, number> = {};
try {
  await startSkeleton(skeleton, SKELETON_PORT, app.env);
  const skeletonUrl = `http://localhost:${SKELETON_PORT}`;
  const storeDomain = app.env.PUBLIC_STORE_DOMAIN!;
  const product = await earringsProduct(storeDomain);
  coverage = await skeletonCoverage(skeletonUrl, product);
  const targets = [
    {key: 'ours' as const, url: app.appUrl, clientDir: 'dist/client', serverDir: 'dist/server', routes: ourRoutes(product)},
    {key: 'skeleton' as const, url: skeletonUrl, clientDir: skeleton.clientDir, serverDir: skeleton.serverDir, routes: skeletonRoutes(product)},
  ];
  for (const t of targets) {
    results[t.key] = {
      url: t.url,
      routes: await measureRoutes(t.url, t.clientDir, t.routes),
      worker: workerSizes(t.serverDir),
      framework: scriptSizes(t.clientDir, frameworkScripts(t.clientDir)),
      throughput: {},
      timings: {},
    };
  }
  if (!skip.has('throughput')) {
    const [minRuns, maxRuns] = config.throughputRuns;
    for (const page of ['product', 'collection'] as const) {
      const urls = Object.fromEntries(targets.map((t) => [t.key, `${t.url}${t.routes.find((r) => r.name === page)!.path}`]));
      const measured = await throughputUntilSteady(urls, {connections: config.connections, durationS: config.durationS, minRuns: minRuns!, maxRuns: maxRuns!, maxSpread: BUDGETS.throughputMaxSpread, warmUpS: config.throughputWarmUpS});
      for (const t of targets) results[t.key].throughput[page] = measured[t.key];
    }
  }
  if (!skip.has('lighthouse')) {
    // Runs alternate between the apps, so both see the same load on the shared cores.
    const runs = new Map<string, LighthouseRun[]>();
    for (let i = 0; i < config.lighthouseRuns; i++) {
      for (const name of ourRoutes(product).map((r) => r.name)) {
        for (const t of targets) {
          const route = t.routes.find((r) => r.name === name);
          if (!route) continue;
          console.error(`bench: lighthouse ${t.key} ${name} (run ${i + 1} of ${config.lighthouseRuns})...`);
          const key = `${t.key} ${name}`;
          runs.set(key, [...(runs.get(key) ?? []), await lighthouseOnce(`${t.url}${route.path}`)]);
        }
      }
    }
    for (const t of targets) {
      for (const route of t.routes) results[t.key].routes[route.name]!.lighthouse = lighthouseMedian(runs.get(`${t.key} ${route.name}`)!);
    }
  }
  if (!skip.has('timings')) {
    console.error('bench: browser timings...');
    const browser = await launchBrowser();
    try {
      results.ours.timings.sliderReleaseToResults = await sliderReleaseToResults(browser, app.appUrl, config.timingSamples);
      results.ours.timings.addToCartToDrawer = await addToCartToDrawer(
        browser,
        {productUrl: `${app.appUrl}/shop/products/${product.handle}`, drawerShown: `() => !!document.querySelector('[role="dialog"] [data-testid="cart-entry"]')?.checkVisibility()`},
        config.timingSamples,
      );
      results.skeleton.timings.addToCartToDrawer = await addToCartToDrawer(
        browser,
        {productUrl: `${skeletonUrl}/products/${product.handle}`, drawerShown: `() => !!document.querySelector('.overlay.expanded .cart-line')?.checkVisibility()`},
        config.timingSamples,
      );
    } finally {
      await browser.close();
    }
  }
  if (!skip.has('inp')) {
    const browser = await launchBrowser();
    try {
      const pathOf = (routes: MeasuredRoute[], name: RouteName) => routes.find((r) => r.name === name)!.path;
      const [ours, theirs] = [ourRoutes(product), skeletonRoutes(product)];
      results.ours.timings.inp = await measureAllInp(browser, app.appUrl, ourInteractions(pathOf(ours, 'product'), pathOf(ours, 'collection')), config.timingSamples, LATE_ISLANDS);
      results.skeleton.timings.inp = await measureAllInp(browser, skeletonUrl, skeletonInteractions(pathOf(theirs, 'product')), config.timingSamples);
    } finally {
      await browser.close();
    }
  }
} finally {
  await stopAll();
}
// Alone, after the servers are gone: it measures a CPU-bound service.
const search = skip.has('search') ? null : runSearchBench(config.searchSizes);

const date = new Date();
const result: BenchResult = {
  date: date.toISOString(),
  durationS: Math.round((Date.now() - started) / 1000),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    freeMemoryGiB: Number((freemem() / 2 ** 30).toFixed(1)),
    os: `${platform()} ${release()}`,
    node: process.version,
    chromium: execFileSync(CHROMIUM_PATH, ['--version'], {encoding: 'utf8'}).trim(),
  },
  versions: {
    ours: stackVersions('.'),
    skeleton: {template: skeleton.version, shopifyCli: skeleton.cliVersion, ...stackVersions(skeleton.dir)},
    lighthouse: versionOf('.', 'lighthouse'),
    autocannon: versionOf('.', 'autocannon'),
  },
  config,
  skeletonCoverage: coverage,
  ours: results.ours,
  skeleton: results.skeleton,
  search,
};
mkdirSync('bench/results', {recursive: true});
const file = `bench/results/bench-${date.toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`written ${file}`);

const baseline: SkeletonBaseline = {
  note: 'First-load JS of the Hydrogen skeleton per route, written by `npm run bench`; `npm test` holds ours to bench/budgets.ts against it.',
  date: result.date,
  skeletonVersion: skeleton.version,
  shopifyCliVersion: skeleton.cliVersion,
  routes: Object.fromEntries(Object.entries(results.skeleton.routes).map(([name, r]) => [name, {routeId: r.routeId, ...r.firstLoadJs}])),
};
writeBaseline(baseline);
writeReport();
