// First-load JavaScript of a React Router build: the scripts a route's server-rendered HTML loads
// before hydration (the route manifest, the client entry, and every module of the matched route
// chain with its static imports). Computed from the build's manifest, so it needs no server and
// is the same for every run; measured from served HTML it names the same files.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

export interface ByteSizes {
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

interface ClientManifest {
  entry: {module: string; imports: string[]};
  routes: Record<string, ManifestRoute>;
}

export function readClientManifest(clientDir: string): {file: string; manifest: ClientManifest} {
  const file = readdirSync(join(clientDir, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${clientDir}/assets (build first)`);
  const source = readFileSync(join(clientDir, 'assets', file), 'utf8');
  const json = source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '');
  return {file: `/assets/${file}`, manifest: JSON.parse(json) as ClientManifest};
}

/** The script URLs a document request for `routeId` loads, parents first. */
export function firstLoadScripts(clientDir: string, routeId: string): string[] {
  const {file, manifest} = readClientManifest(clientDir);
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`route ${routeId} is not in the manifest of ${clientDir}`);
  const chain: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.unshift(r);
  const scripts = new Set<string>([file, manifest.entry.module, ...manifest.entry.imports]);
  for (const r of chain) {
    scripts.add(r.module);
    for (const imported of r.imports ?? []) scripts.add(imported);
  }
  return [...scripts];
}

/** What every page loads whatever its route: the manifest and the client entry (React, React Router). */
export function frameworkScripts(clientDir: string): string[] {
  const {file, manifest} = readClientManifest(clientDir);
  return [file, manifest.entry.module, ...manifest.entry.imports];
}

/** Module scripts and modulepreloads of a served page (what the browser fetches before hydrating). */
export function scriptsOfHtml(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) found.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) found.add(match[1]!);
  // React Router's inline bootstrap imports the entry and route modules by URL; ours, after the
  // first paint, also lists the preloads it adds (app/platform/scripts-after-first-paint.ts).
  for (const [, bootstrap] of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of bootstrap!.matchAll(/"(\/assets\/[^"]+\.js)"/g)) found.add(match[1]!);
  }
  return [...found].filter((src) => src.startsWith('/assets/'));
}

export function compressedSizes(bytesOfFiles: Buffer[]): ByteSizes {
  const total: ByteSizes = {scripts: bytesOfFiles.length, rawBytes: 0, gzipBytes: 0, brotliBytes: 0};
  for (const bytes of bytesOfFiles) {
    total.rawBytes += bytes.length;
    total.gzipBytes += gzipSync(bytes, {level: 9}).length;
    total.brotliBytes += brotliCompressSync(bytes, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length;
  }
  return total;
}

export function scriptSizes(clientDir: string, scripts: string[]): ByteSizes {
  return compressedSizes(scripts.map((src) => readFileSync(join(clientDir, src))));
}

/** The worker bundle Oxygen runs (the server build's entry). */
export function workerSizes(serverDir: string): ByteSizes {
  const files = readdirSync(serverDir).filter((name) => name.endsWith('.js'));
  return compressedSizes(files.map((name) => readFileSync(join(serverDir, name))));
}
