import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {firstLoadScripts, frameworkScripts, scriptsOfHtml, scriptSizes} from './first-load-js';

function clientDir() {
  const dir = mkdtempSync(join(tmpdir(), 'first-load-'));
  mkdirSync(join(dir, 'assets'));
  const manifest = {
    entry: {module: '/assets/entry.js', imports: ['/assets/react.js']},
    routes: {
      root: {id: 'root', module: '/assets/root.js', imports: ['/assets/react.js', '/assets/chrome.js']},
      'routes/shop': {id: 'routes/shop', parentId: 'root', module: '/assets/shop.js', imports: ['/assets/grid.js']},
      'routes/shop.item': {id: 'routes/shop.item', parentId: 'routes/shop', module: '/assets/item.js'},
      'routes/other': {id: 'routes/other', parentId: 'root', module: '/assets/other.js', imports: ['/assets/heavy.js']},
    },
  };
  writeFileSync(join(dir, 'assets/manifest-abc123.js'), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
  for (const name of ['entry', 'react', 'root', 'chrome', 'shop', 'grid', 'item', 'other', 'heavy']) {
    writeFileSync(join(dir, `assets/${name}.js`), `export const ${name} = "${name.repeat(50)}";`);
  }
  return dir;
}

describe('first-load JS from the build manifest', () => {
  it('counts the manifest, the entry and every module of the matched route chain once, not other routes', () => {
    const scripts = firstLoadScripts(clientDir(), 'routes/shop.item');
    expect(scripts.sort()).toEqual(
      ['/assets/manifest-abc123.js', '/assets/entry.js', '/assets/react.js', '/assets/root.js', '/assets/chrome.js', '/assets/shop.js', '/assets/grid.js', '/assets/item.js'].sort(),
    );
  });

  it('names the framework share as the manifest and the client entry with its imports', () => {
    expect(frameworkScripts(clientDir()).sort()).toEqual(['/assets/entry.js', '/assets/manifest-abc123.js', '/assets/react.js']);
  });

  it('refuses a route the build does not have', () => {
    expect(() => firstLoadScripts(clientDir(), 'routes/missing')).toThrow(/not in the manifest/);
  });

  it('sums raw, gzip and brotli sizes, compressed smaller than raw for repetitive code', () => {
    const dir = clientDir();
    const sizes = scriptSizes(dir, ['/assets/entry.js', '/assets/react.js']);
    expect(sizes.scripts).toBe(2);
    expect(sizes.gzipBytes).toBeLessThan(sizes.rawBytes);
    expect(sizes.brotliBytes).toBeLessThan(sizes.rawBytes);
  });

  it('reads the scripts a served page loads: modulepreloads, module scripts and the inline imports', () => {
    const html = `<link rel="modulepreload" href="/assets/entry.js"/><script type="module" src="/assets/root.js"></script>
      <script type="module" async="">import * as route0 from "/assets/item.js"; import("/assets/entry.js");</script><link rel="modulepreload" href="https://cdn.example/x.js"/>
      <script type="application/ld+json">{"logo":"/assets/not-a-script.js"}</script>`;
    expect(scriptsOfHtml(html).sort()).toEqual(['/assets/entry.js', '/assets/item.js', '/assets/root.js']);
  });

  it('reads the scripts of a bootstrap that starts after the first paint', () => {
    const html = `<script nonce="n" type="module" async="">await new Promise((go) => requestAnimationFrame(go));
for (const href of ["/assets/manifest.js","/assets/framework.js"]) {}
await import("/assets/manifest.js");
const route0 = await import("/assets/root.js");
import("/assets/entry.js");</script>`;
    expect(scriptsOfHtml(html).sort()).toEqual(['/assets/entry.js', '/assets/framework.js', '/assets/manifest.js', '/assets/root.js']);
  });
});
