// Writes bench/REPORT.md and bench/charts/*.svg from the latest bench results:
// `node --import tsx bench/report.ts` (`npm run bench` calls it at the end).
import {mkdirSync, writeFileSync} from 'node:fs';
import {basename} from 'node:path';
import {BUDGETS} from './budgets.ts';
import {evaluateBudgets} from './check.ts';
import {barChart} from './lib/svg-chart.ts';
import type {LighthouseResult} from './lib/lighthouse.ts';
import {CPU_SLOWDOWN, EVENT_TIMING_FLOOR_MS, INTERACTION_LABELS, type InteractionName} from './lib/inp.ts';
import {readLatestResult, type BenchResult} from './results-file.ts';
import {skeletonCounterpart, type RouteName} from './routes.ts';

const OURS = '#7a4e9c';
const SKELETON = '#2f8f5b';
const ROUTES: RouteName[] = ['home', 'collection', 'product', 'search', 'ring-builder'];

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (ours: number | undefined, theirs: number | undefined) => (ours === undefined || theirs === undefined || theirs === 0 ? '' : `${(ours / theirs).toFixed(2)}x`);
const cell = (value: number | undefined, suffix = '') => (value === undefined ? 'n/a' : `${value}${suffix}`);

function firstLoadTable(r: BenchResult): string[] {
  const lines = ['| route | ours gzip | skeleton gzip | ratio | ours brotli | skeleton brotli | ratio |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: |'];
  for (const name of ROUTES) {
    const ours = r.ours.routes[name]?.firstLoadJs;
    const counterpart = skeletonCounterpart(name);
    const theirs = r.skeleton.routes[counterpart]?.firstLoadJs;
    if (!ours) continue;
    const label = counterpart === name ? name : `${name} (vs skeleton ${counterpart})`;
    lines.push(
      `| ${label} | ${kib(ours.gzipBytes)} KiB | ${theirs ? `${kib(theirs.gzipBytes)} KiB` : 'n/a'} | ${ratio(ours.gzipBytes, theirs?.gzipBytes)} | ${kib(ours.brotliBytes)} KiB | ${theirs ? `${kib(theirs.brotliBytes)} KiB` : 'n/a'} | ${ratio(ours.brotliBytes, theirs?.brotliBytes)} |`,
    );
  }
  const [of, sf] = [r.ours.framework, r.skeleton.framework];
  if (of && sf) {
    lines.push(`| of which framework (manifest, React, React Router) | ${kib(of.gzipBytes)} KiB | ${kib(sf.gzipBytes)} KiB | ${ratio(of.gzipBytes, sf.gzipBytes)} | ${kib(of.brotliBytes)} KiB | ${kib(sf.brotliBytes)} KiB | ${ratio(of.brotliBytes, sf.brotliBytes)} |`);
  }
  const [ow, sw] = [r.ours.worker, r.skeleton.worker];
  lines.push(`| worker bundle (server) | ${kib(ow.gzipBytes)} KiB (${kib(ow.rawBytes)} raw) | ${kib(sw.gzipBytes)} KiB (${kib(sw.rawBytes)} raw) | ${ratio(ow.gzipBytes, sw.gzipBytes)} | ${kib(ow.brotliBytes)} KiB | ${kib(sw.brotliBytes)} KiB | ${ratio(ow.brotliBytes, sw.brotliBytes)} |`);
  return lines;
}

function lighthouseTable(r: BenchResult): string[] {
  const lines = ['| route | score | FCP | LCP | TBT | CLS | Speed Index |', '| --- | --- | --- | --- | --- | --- | --- |'];
  const pair = (ours: LighthouseResult | undefined, theirs: LighthouseResult | undefined, key: keyof Omit<LighthouseResult, 'runs' | 'lcpElement'>, unit: string) =>
    `${cell(ours?.[key], unit)} / ${cell(theirs?.[key], unit)}${ours && theirs && key !== 'score' && key !== 'cls' ? ` (${ratio(ours[key], theirs[key])})` : ''}`;
  for (const name of ROUTES) {
    const ours = r.ours.routes[name]?.lighthouse;
    const theirs = r.skeleton.routes[name]?.lighthouse;
    if (!ours && !theirs) continue;
    lines.push(
      `| ${name} | ${pair(ours, theirs, 'score', '')} | ${pair(ours, theirs, 'fcpMs', ' ms')} | ${pair(ours, theirs, 'lcpMs', ' ms')} | ${pair(ours, theirs, 'tbtMs', ' ms')} | ${pair(ours, theirs, 'cls', '')} | ${pair(ours, theirs, 'speedIndexMs', ' ms')} |`,
    );
  }
  return lines;
}

function throughputTable(r: BenchResult): string[] {
  const lines = [
    '| page | ours req/s | skeleton req/s | ratio | ours runs (spread) | skeleton runs (spread) | ours p50 / p99 | skeleton p50 / p99 | server CPU per request (ours / skeleton) | non-2xx (ours / skeleton) |',
    '| --- | ---: | ---: | ---: | --- | --- | --- | --- | --- | --- |',
  ];
  const runs = (x: {runs?: number[]; earlierRuns?: number[]; spread?: number}) =>
    x.runs ? `${x.runs.join(', ')} (${((x.spread ?? 0) * 100).toFixed(1)}%)${x.earlierRuns ? `; before: ${x.earlierRuns.join(', ')}` : ''}` : 'one run';
  const cpu = (x: {serverCpuMsPerRequest?: number | null}) => (x.serverCpuMsPerRequest == null ? 'not read' : `${x.serverCpuMsPerRequest} ms`);
  for (const page of ['product', 'collection'] as const) {
    const [o, s] = [r.ours.throughput[page], r.skeleton.throughput[page]];
    if (!o || !s) continue;
    lines.push(
      `| ${page} | ${o.requestsPerSecond} | ${s.requestsPerSecond} | ${ratio(o.requestsPerSecond, s.requestsPerSecond)} | ${runs(o)} | ${runs(s)} | ${o.latencyP50Ms} / ${o.latencyP99Ms} ms | ${s.latencyP50Ms} / ${s.latencyP99Ms} ms | ${cpu(o)} / ${cpu(s)} | ${o.non2xx} / ${s.non2xx} |`,
    );
  }
  return lines;
}

function inpTable(r: BenchResult): string[] {
  const [ours, theirs] = [r.ours.timings.inp, r.skeleton.timings.inp];
  if (!ours) return ['Not measured in this run.'];
  const lines = ['| interaction | ours p75 | skeleton p75 | ours samples | skeleton samples |', '| --- | ---: | ---: | --- | --- |'];
  for (const name of Object.keys(INTERACTION_LABELS) as InteractionName[]) {
    const [o, s] = [ours[name], theirs?.[name]];
    if (!o && !s) continue;
    lines.push(`| ${INTERACTION_LABELS[name]} | ${o ? `${o.p75Ms} ms` : 'n/a'} | ${s ? `${s.p75Ms} ms` : 'n/a (no such interaction)'} | ${o?.samples.join(', ') ?? ''} | ${s?.samples.join(', ') ?? ''} |`);
  }
  return lines;
}

function documentTable(r: BenchResult): string[] {
  const lines = ['| route | HTML ours / skeleton | gzip ours / skeleton | inline style ours / skeleton | inline scripts (loader data) ours / skeleton |', '| --- | --- | --- | --- | --- |'];
  const pair = (o: number | undefined, s: number | undefined) => `${o === undefined ? 'n/a' : `${kib(o)} KiB`} / ${s === undefined ? 'n/a' : `${kib(s)} KiB`}${o !== undefined && s ? ` (${ratio(o, s)})` : ''}`;
  for (const name of ROUTES) {
    const o = r.ours.routes[name]?.document;
    const s = r.skeleton.routes[name]?.document;
    if (!o) continue;
    lines.push(`| ${name} | ${pair(o.htmlBytes, s?.htmlBytes)} | ${pair(o.htmlGzipBytes, s?.htmlGzipBytes)} | ${pair(o.inlineStyleBytes, s?.inlineStyleBytes)} | ${pair(o.inlineScriptBytes, s?.inlineScriptBytes)} |`);
  }
  return lines;
}

function searchTable(r: BenchResult): string[] {
  if (!r.search) return ['Not measured in this run.'];
  const lines = ['| stones | start-up | diamond query p50 / p95 / p99 (in process) | over HTTP | typeahead p50 / p95 / p99 (in process) | over HTTP |', '| ---: | ---: | --- | --- | --- | --- |'];
  const p = (x: {p50: number; p95: number; p99: number}) => `${x.p50} / ${x.p95} / ${x.p99} ms`;
  for (const run of r.search.runs) {
    lines.push(`| ${run.diamonds.toLocaleString('en-US')} | ${run.buildMs} ms | ${p(run.diamondsInProcess)} | ${p(run.diamondsHttp)} | ${p(run.productsInProcess)} | ${p(run.productsHttp)} |`);
  }
  return lines;
}

function timingsTable(r: BenchResult): string[] {
  const lines = ['| interaction | ours median / p95 | skeleton median / p95 | how |', '| --- | --- | --- | --- |'];
  const t = (x: {medianMs: number; p95Ms: number} | undefined) => (x ? `${x.medianMs} / ${x.p95Ms} ms` : 'n/a (no such page)');
  const {sliderReleaseToResults: slider, addToCartToDrawer: add} = r.ours.timings;
  if (slider) lines.push(`| ring builder: slider release to updated diamond results | ${t(slider)} | ${t(r.skeleton.timings.sliderReleaseToResults)} | ${slider.method} |`);
  if (add) lines.push(`| product: Add to cart to the cart drawer shown | ${t(add)} | ${t(r.skeleton.timings.addToCartToDrawer)} | ${add.method} |`);
  return lines;
}

export function renderReport(file: string, r: BenchResult): {markdown: string; charts: Record<string, string>} {
  const categories = ROUTES.filter((name) => r.ours.routes[name]);
  const charts: Record<string, string> = {
    'first-load-js.svg': barChart({
      title: 'First-load JavaScript per route (gzip KiB, lower is better)',
      unit: 'KiB',
      digits: 1,
      categories,
      series: [
        {name: 'ours', color: OURS, values: categories.map((n) => r.ours.routes[n]!.firstLoadJs.gzipBytes / 1024)},
        {name: 'skeleton', color: SKELETON, values: categories.map((n) => (r.skeleton.routes[n] ? r.skeleton.routes[n].firstLoadJs.gzipBytes / 1024 : null))},
      ],
    }),
  };
  if (categories.some((n) => r.ours.routes[n]?.lighthouse)) {
    for (const [key, title, unit] of [
      ['lcpMs', 'Lighthouse mobile LCP (ms, lower is better)', 'ms'],
      ['score', 'Lighthouse mobile performance score (higher is better)', ''],
    ] as const) {
      charts[`lighthouse-${key === 'lcpMs' ? 'lcp' : 'score'}.svg`] = barChart({
        title,
        unit,
        categories,
        series: [
          {name: 'ours', color: OURS, values: categories.map((n) => r.ours.routes[n]?.lighthouse?.[key] ?? null)},
          {name: 'skeleton', color: SKELETON, values: categories.map((n) => r.skeleton.routes[n]?.lighthouse?.[key] ?? null)},
        ],
      });
    }
  }
  if (r.ours.throughput.product) {
    const pages = ['product', 'collection'] as const;
    charts['throughput.svg'] = barChart({
      title: `Server rendering throughput (req/s, ${r.config.connections} connections, higher is better)`,
      unit: 'req/s',
      categories: [...pages],
      series: [
        {name: 'ours', color: OURS, values: pages.map((p) => r.ours.throughput[p]?.requestsPerSecond ?? null)},
        {name: 'skeleton', color: SKELETON, values: pages.map((p) => r.skeleton.throughput[p]?.requestsPerSecond ?? null)},
      ],
    });
  }
  const budgets = evaluateBudgets(r);
  const held = budgets.filter((b) => b.ok === true).length;
  const failedCoverage = Object.entries(r.skeletonCoverage).filter(([, status]) => status >= 500);
  const v = r.versions;
  const markdown = [
    '# Benchmarks: our storefront vs Shopify\'s Hydrogen skeleton',
    '',
    `Generated by \`npm run bench\` from \`${basename(file)}\` (${r.date}, ${Math.round(r.durationS / 60)} min). Do not edit: rerun the bench.`,
    '',
    `- Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGiB} GiB RAM, ${r.machine.os}, Node ${r.machine.node}, ${r.machine.chromium}. The cores are shared with other work, so timings carry noise.`,
    `- Ours: Hydrogen ${v.ours['@shopify/hydrogen']}, React ${v.ours.react}, React Router ${v.ours['react-router']}, Vite ${v.ours.vite}, MiniOxygen ${v.ours['@shopify/mini-oxygen']}.`,
    `- Skeleton: template ${v.skeleton.template} from Shopify CLI ${v.skeleton.shopifyCli}: Hydrogen ${v.skeleton['@shopify/hydrogen']}, React ${v.skeleton.react}, React Router ${v.skeleton['react-router']}, Vite ${v.skeleton.vite}, MiniOxygen ${v.skeleton['@shopify/mini-oxygen']}.`,
    `- Both are production builds (\`react-router build\`) served the same way, by the Shopify CLI's MiniOxygen (\`shopify hydrogen preview\`), against the same local stack (${r.config.diamonds.toLocaleString('en-US')} diamonds). Lighthouse ${v.lighthouse}, autocannon ${v.autocannon}.`,
    `- Settings: Lighthouse ${r.config.lighthouseRuns} runs per page alternating between the apps (median), mobile preset, simulated throttling; autocannon ${r.config.connections} connections for ${r.config.durationS} s after a 2 s warm-up (each page loaded ${r.config.throughputWarmUpS ?? 0} s before its first run)${r.config.throughputRuns ? `, alternating the apps, up to ${r.config.throughputRuns[1]} rounds until the last ${r.config.throughputRuns[0]} agree within ${BUDGETS.throughputMaxSpread * 100}% for both (those rounds count, the ones before are listed after them; never steady, every round counts)` : ''}; ${r.config.timingSamples} browser samples per interaction.${r.config.skipped.length ? ` Skipped: ${r.config.skipped.join(', ')}.` : ''}`,
    '',
    'Values read "ours / skeleton (ratio)"; a ratio under 1 means we are smaller or faster, except for throughput.',
    '',
    '## Lighthouse (mobile, simulated throttling, median)',
    '',
    ...lighthouseTable(r),
    '',
    '![Lighthouse LCP](charts/lighthouse-lcp.svg) ![Lighthouse score](charts/lighthouse-score.svg)',
    '',
    '## First-load JavaScript',
    '',
    'Scripts a page loads before it hydrates (route manifest, client entry, route modules and their static imports), each compressed at the highest level.',
    '',
    ...firstLoadTable(r),
    '',
    '![First-load JS](charts/first-load-js.svg)',
    '',
    '## Server rendering throughput (autocannon)',
    '',
    ...throughputTable(r),
    '',
    'Server CPU per request is the CPU time of the process serving the port (workerd under MiniOxygen) over a run, divided by its requests, median of the runs. It counts only the work of the serving process, so where requests per second drift with the shared cores it still tells which app does more work per page (it carries the noise of the host too, less of it).',
    '',
    '![Throughput](charts/throughput.svg)',
    '',
    '## In the browser',
    '',
    ...timingsTable(r),
    '',
    `## Interaction to Next Paint (${CPU_SLOWDOWN}x CPU slowdown, p75)`,
    '',
    `Each interaction on one page load, repeated, in Playwright's Chromium with CDP's CPU throttling; the value of a sample is the longest Event Timing entry of the interactions its input started. The Event Timing API reports nothing under ${EVENT_TIMING_FLOOR_MS} ms: such a sample counts as ${EVENT_TIMING_FLOOR_MS} ms. In the results file under \`timings.inp\`.`,
    '',
    ...inpTable(r),
    '',
    '## Documents',
    '',
    'The HTML each page is served as, and what it inlines: styles and scripts (React Router\'s loader data and its bootstrap) that the browser cannot cache.',
    '',
    ...documentTable(r),
    '',
    '## Search service',
    '',
    'The Algolia-protocol search service of the local stack (`npm run bench:search`); the skeleton has no counterpart (it searches through the Storefront API).',
    '',
    ...searchTable(r),
    '',
    `## Budgets (\`npm run bench:check\`): ${held} of ${budgets.length} hold`,
    '',
    '| budget | value | limit | holds |',
    '| --- | --- | --- | --- |',
    ...budgets.map((b) => `| ${b.budget} | ${b.value} | ${b.limit} | ${b.ok === null ? 'not measured' : b.ok ? 'yes' : '**no**'} |`),
    '',
    '## The skeleton on the local stack',
    '',
    'Every kind of page the skeleton has, opened once: the status shows the local stack answered the Storefront API operations it sends.',
    '',
    '| path | status |',
    '| --- | --- |',
    ...Object.entries(r.skeletonCoverage).map(([path, status]) => `| \`${path}\` | ${status} |`),
    '',
    failedCoverage.length ? `Failing: ${failedCoverage.map(([p]) => p).join(', ')}.` : 'Every page answered without a server error.',
    '',
  ].join('\n');
  return {markdown, charts};
}

export function writeReport() {
  const {file, result} = readLatestResult();
  const {markdown, charts} = renderReport(file, result);
  mkdirSync('bench/charts', {recursive: true});
  for (const [name, svg] of Object.entries(charts)) writeFileSync(`bench/charts/${name}`, svg);
  writeFileSync('bench/REPORT.md', markdown);
  console.log('written bench/REPORT.md and bench/charts/');
}

if (import.meta.url === `file://${process.argv[1]}`) writeReport();
