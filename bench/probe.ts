// `npm run bench:probe`: one Lighthouse run per page of our production build, with the diagnosis the
// bench's medians leave out (LCP element and phases, render-blocking requests, network requests, main
// thread, long-task blocking inside and outside TBT's FCP..TTI window, layout shifts), to find what to
// make faster. Full reports go to --out.
//   --routes home,product   pages to probe (all of bench/routes.ts)
//   --port N                app port (3600; the local stack takes N+1010 and N+1020)
//   --no-build              serve the existing dist/
//   --out DIR               where the full Lighthouse JSON reports go ($TMPDIR/lighthouse-probe)
import {mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {startAppOnLocalStack} from '../scripts/lib/app-on-local-stack.ts';
import {stopAll, stopAllOnExit} from '../scripts/lib/processes.ts';
import {blockingAroundFcp, type LongTask} from './lib/blocking-around-fcp.ts';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './lib/lighthouse.ts';
import {earringsProduct, ourRoutes} from './routes.ts';

const {values} = parseArgs({
  options: {
    routes: {type: 'string', default: ''},
    port: {type: 'string', default: '3600'},
    'no-build': {type: 'boolean', default: false},
    out: {type: 'string', default: join(tmpdir(), 'lighthouse-probe')},
  },
});

interface Details {
  items?: Record<string, unknown>[];
}

const kib = (bytes: unknown) => `${(Number(bytes) / 1024).toFixed(1)} KiB`;
const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '').slice(0, 90);

stopAllOnExit();
const app = await startAppOnLocalStack(Number(values.port), '100000', {}, {build: !values['no-build']});
try {
  const product = await earringsProduct(app.env.PUBLIC_STORE_DOMAIN!);
  const wanted = values.routes.split(',').filter(Boolean);
  const routes = ourRoutes(product).filter((r) => wanted.length === 0 || wanted.includes(r.name));
  mkdirSync(values.out, {recursive: true});
  for (const route of routes) {
    await fetch(`${app.appUrl}${route.path}`); // warm the worker and the caches, as a returning shopper would find them
    const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS});
    try {
      const result = await lighthouse(`${app.appUrl}${route.path}`, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
      if (!result) throw new Error(`lighthouse returned nothing for ${route.path}`);
      const {lhr} = result;
      const file = join(values.out, `${route.name}.json`);
      writeFileSync(file, JSON.stringify(lhr));
      const audit = (id: string) => lhr.audits[id];
      const items = (id: string) => ((audit(id)?.details as Details | undefined)?.items ?? []);
      console.log(`\n## ${route.name} ${route.path}  (full report: ${file})`);
      console.log(
        `score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}  FCP ${ms(audit('first-contentful-paint')?.numericValue)}  LCP ${ms(audit('largest-contentful-paint')?.numericValue)}` +
          `  TBT ${ms(audit('total-blocking-time')?.numericValue)}  CLS ${audit('cumulative-layout-shift')?.numericValue?.toFixed(4)}  SI ${ms(audit('speed-index')?.numericValue)}`,
      );
      for (const table of items('largest-contentful-paint-element') as Details[]) {
        for (const item of table.items ?? []) {
          const node = item.node as {snippet?: string} | undefined;
          console.log(node ? `LCP element: ${node.snippet}` : `  LCP phase ${String(item.phase)}: ${ms(item.timing)}`);
        }
      }
      console.log('render-blocking:', items('render-blocking-resources').map((i) => `${shortUrl(i.url)} (${kib(i.totalBytes)}, ${ms(i.wastedMs)})`).join('; ') || 'none');
      console.log('layout shifts:', items('layout-shifts').map((i) => `${(i.node as {snippet?: string})?.snippet?.slice(0, 120)} score ${Number(i.score).toFixed(4)}`).join('; ') || 'none');
      const blocking = blockingAroundFcp(items('long-tasks') as unknown as LongTask[], Number(audit('first-contentful-paint')?.numericValue), Number(audit('interactive')?.numericValue));
      console.log(`long-task blocking: ${ms(blocking.all)} in the whole load, ${ms(blocking.fcpToTti)} from FCP to TTI (what TBT counts), ${ms(blocking.outside)} outside it`);
      console.log('main thread:', items('mainthread-work-breakdown').map((i) => `${String(i.groupLabel)} ${ms(i.duration)}`).join(', '));
      console.log('script bootup:', items('bootup-time').slice(0, 6).map((i) => `${shortUrl(i.url)} ${ms(i.total)}`).join(', '));
      console.log('requests (transfer size, start→end ms, priority):');
      for (const r of items('network-requests')) {
        console.log(`  ${String(r.resourceType).padEnd(10)} ${kib(r.transferSize).padStart(10)}  ${ms(r.networkRequestTime)}→${ms(r.networkEndTime)}  ${String(r.priority)}  ${shortUrl(r.url)}`);
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await stopAll();
}
