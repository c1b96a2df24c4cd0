// First-load JavaScript per route: `node --import tsx bench/first-load-js.ts`. Builds the app,
// serves it on a local stack, and for each route sums the gzip and brotli sizes of the scripts its
// server-rendered HTML loads (module scripts and modulepreloads). Prints a table and writes
// bench/results/first-load-js-<date>.json. Shopify's Hydrogen skeleton measures 107-109 KiB gzip.
import {readFileSync, mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {startAppOnLocalStack} from '../scripts/lib/app-on-local-stack.ts';
import {stopAll, stopAllOnExit} from '../scripts/lib/processes.ts';

const APP_PORT = 3900;
const CLIENT_DIR = 'dist/client';
const SKELETON_GZIP_KIB = [107, 109];

export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) found.add(match[1]!);
  // React Router's inline bootstrap imports the entry and route modules by URL.
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g)) found.add(match[1]!);
  return [...found].filter((src) => src.startsWith('/assets/'));
}

function sizes(files: string[]) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(CLIENT_DIR, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, {level: 9}).length;
    brotli += brotliCompressSync(bytes).length;
  }
  return {scripts: files.length, rawBytes: raw, gzipBytes: gzip, brotliBytes: brotli};
}

async function firstProductPath(appUrl: string): Promise<string> {
  const html = await (await fetch(`${appUrl}/shop/collections/engagement-rings`)).text();
  const match = html.match(/href="(\/shop\/products\/[a-z0-9-]+)"/);
  if (!match) throw new Error('no product link on the collection page');
  return match[1]!;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  stopAllOnExit();
  const app = await startAppOnLocalStack(APP_PORT, '20000');
  try {
    const routes: Record<string, string> = {
      home: '/',
      collection: '/shop/collections/engagement-rings',
      product: await firstProductPath(app.appUrl),
      search: '/search?query=ring',
    };
    const results = [];
    for (const [name, path] of Object.entries(routes)) {
      const response = await fetch(`${app.appUrl}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      results.push({route: name, path, ...sizes(scriptsOf(await response.text()))});
    }
    console.table(
      results.map((r) => ({
        route: r.route,
        scripts: r.scripts,
        'gzip KiB': (r.gzipBytes / 1024).toFixed(1),
        'brotli KiB': (r.brotliBytes / 1024).toFixed(1),
        'vs skeleton (gzip)': `${((r.gzipBytes / 1024 / SKELETON_GZIP_KIB[1]!) * 100).toFixed(0)}%`,
      })),
    );
    mkdirSync('bench/results', {recursive: true});
    const file = `bench/results/first-load-js-${new Date().toISOString().slice(0, 10)}.json`;
    writeFileSync(file, `${JSON.stringify({date: new Date().toISOString(), skeletonGzipKiB: SKELETON_GZIP_KIB, results}, null, 2)}\n`);
    console.log(`written ${file}`);
  } finally {
    await stopAll();
  }
}
