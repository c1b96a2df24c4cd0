import {describe, expect, it} from 'vitest';
import {bootstrapAfterFirstPaint, scriptsAfterFirstPaint, withoutModulePreloads} from './scripts-after-first-paint';

const encoder = new TextEncoder();

async function through(pieces: string[]): Promise<string> {
  const bytes = encoder.encode(pieces.join(''));
  // Cut where the pieces meet, at byte offsets (a cut may fall inside a multi-byte character).
  const cuts = pieces.map((_, i) => encoder.encode(pieces.slice(0, i + 1).join('')).length);
  const chunks = cuts.map((end, i) => bytes.subarray(i === 0 ? 0 : cuts[i - 1], end));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(scriptsAfterFirstPaint(body)).text();
}

const HEAD =
  '<html><head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/manifest.js" nonce="n1"/><link rel="modulepreload" href="/assets/entry.js" nonce="n1"/><style>a{}</style></head>';
// React Router's bootstrap, as <Scripts> writes it for a route with a split client loader.
const BOOTSTRAP_TEXT = [
  'import "/assets/manifest.js";',
  'import * as route0 from "/assets/root.js";',
  'import * as route1_clientLoader from "/assets/index-loader.js";',
  'import * as route1_main from "/assets/index.js";',
  'const route1 = {...route1_clientLoader,...route1_main};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/_index":route1};',
  '',
  'import("/assets/entry.js");',
].join('\n');
const BOOTSTRAP = `<script nonce="n1" type="module" async="">${BOOTSTRAP_TEXT}</script>`;
const BODY = `<body><main>Rings 💍</main><script nonce="n1">window.__reactRouterContext = {};</script>${BOOTSTRAP}<script nonce="n1">stream()</script></body></html>`;

describe('withoutModulePreloads', () => {
  it("takes the head's module preloads out and keeps their URLs in order", () => {
    expect(withoutModulePreloads(HEAD)).toEqual({
      head: '<html><head><meta charset="utf-8"/><style>a{}</style></head>',
      preloads: ['/assets/manifest.js', '/assets/entry.js'],
    });
  });
});

describe('bootstrapAfterFirstPaint', () => {
  it('waits for a frame (or the timer), preloads, then imports each module in the same order', () => {
    const text = bootstrapAfterFirstPaint(BOOTSTRAP_TEXT, ['/assets/a.js'], 'n1')!;
    const lines = text.split('\n');
    expect(lines[0]).toContain('requestAnimationFrame');
    expect(lines[0]).toContain('setTimeout(go, 100)');
    expect(lines[1]).toBe('{const nextTask = () => new Promise((go) => {const channel = new MessageChannel(); channel.port1.onmessage = go; channel.port2.postMessage(0);});');
    expect(lines[2]).toBe(
      'for (const [index, href] of ["/assets/a.js"].entries()) {if (index > 0 && index % 4 === 0) await nextTask(); const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; link.nonce = "n1"; document.head.append(link);}',
    );
    expect(lines[3]).toBe('for (const href of ["/assets/a.js"]) {await import(href); await nextTask();}}');
    expect(lines.slice(4, 8)).toEqual([
      'await import("/assets/manifest.js");',
      'const route0 = await import("/assets/root.js");',
      'const route1_clientLoader = await import("/assets/index-loader.js");',
      'const route1_main = await import("/assets/index.js");',
    ]);
    expect(text).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/_index":route1};\n\nimport("/assets/entry.js");');
  });

  it('adds the preloads four to a task, in their order', async () => {
    const preloads = Array.from({length: 9}, (_, i) => `/assets/m${i}.js`);
    const text = bootstrapAfterFirstPaint('', preloads, null)!;
    const added: string[][] = [[]];
    const head = {append: (link: {href: string}) => added.at(-1)!.push(link.href)};
    const document = {head, createElement: () => ({})};
    // The lines that add the preloads, run with a task boundary that starts a new group.
    const lines = text.split('\n');
    const run = new Function('document', 'nextTask', `return (async () => {${lines[2]}})();`) as (d: unknown, n: () => Promise<void>) => Promise<void>;
    await run(document, async () => void added.push([]));
    expect(added).toEqual([preloads.slice(0, 4), preloads.slice(4, 8), preloads.slice(8)]);
  });

  it('evaluates each preloaded module in a task of its own before the route modules, except the entry, which hydrates', () => {
    const text = bootstrapAfterFirstPaint(BOOTSTRAP_TEXT, ['/assets/manifest.js', '/assets/entry.js', '/assets/framework.js'], null)!;
    expect(text.split('\n')[3]).toBe('for (const href of ["/assets/manifest.js","/assets/framework.js"]) {await import(href); await nextTask();}}');
    expect(text.indexOf('import("/assets/entry.js")')).toBeGreaterThan(text.indexOf('window.__reactRouterRouteModules'));
  });

  it('keeps a URL from closing the script', () => {
    expect(bootstrapAfterFirstPaint('', ['/a.js?</script>'], null)).toContain('"/a.js?\\u003c/script>"');
  });

  it('leaves a bootstrap with an import it does not know as it is', () => {
    expect(bootstrapAfterFirstPaint('import {a} from "/a.js";\nimport("/e.js");', [], null)).toBeNull();
  });
});

describe('scriptsAfterFirstPaint', () => {
  it('rewrites the head and the bootstrap and passes the rest through untouched', async () => {
    const out = await through([HEAD, BODY]);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<body><main>Rings 💍</main><script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">await new Promise');
    expect(out).toContain('for (const [index, href] of ["/assets/manifest.js","/assets/entry.js"].entries())');
    expect(out).toContain('const route0 = await import("/assets/root.js");');
    expect(out.endsWith('import("/assets/entry.js");</script><script nonce="n1">stream()</script></body></html>')).toBe(true);
  });

  it('finds the end of the head and the bootstrap cut across chunks, multi-byte characters included', async () => {
    const whole = HEAD + BODY;
    const expected = await through([whole]);
    const pieces: string[] = [];
    for (let i = 0; i < whole.length; i += 13) pieces.push(whole.slice(i, i + 13));
    expect(await through(pieces)).toBe(expected);
    const bytes = encoder.encode(whole);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.subarray(i, i + 7));
        controller.close();
      },
    });
    expect(await new Response(scriptsAfterFirstPaint(body)).text()).toBe(expected);
  });

  it('puts the preloads back beside a bootstrap it cannot rewrite', async () => {
    const odd = BODY.replace('import * as route0 from "/assets/root.js";', 'import {x as route0} from "/assets/root.js";');
    const out = await through([HEAD, odd]);
    expect(out).toContain(
      '<link rel="modulepreload" href="/assets/manifest.js" nonce="n1"/><link rel="modulepreload" href="/assets/entry.js" nonce="n1"/><script nonce="n1" type="module" async="">import "/assets/manifest.js";',
    );
  });

  it('leaves a page that ends before its head does as it was', async () => {
    expect(await through(['<head><link rel="modulepreload" href="/a.js"/>'])).toBe('<head><link rel="modulepreload" href="/a.js"/>');
  });

  it('leaves module-looking text outside a script alone', async () => {
    const body = '<body><pre>&lt;script type="module"&gt;</pre>' + BOOTSTRAP + '</body>';
    expect(await through([HEAD, body])).toContain('<body><pre>&lt;script type="module"&gt;</pre><script nonce="n1" type="module" async="">await new Promise');
  });
});
