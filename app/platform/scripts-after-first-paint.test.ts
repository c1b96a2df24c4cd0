import {describe, expect, it, vi} from 'vitest';
import {bootstrapAfterFirstPaint, scriptsAfterFirstPaint, withPreloadsOnHold} from './scripts-after-first-paint';

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

const HEAD = '<html><head><meta charset="utf-8"/><style>a{}</style></head>';
// What <Scripts> writes at the end of the body: the preloads, then the bootstrap.
const PRELOADS = '<link rel="modulepreload" href="/assets/manifest.js" nonce="n1"/><link rel="modulepreload" href="/assets/entry.js" nonce="n1"/>';
const HELD_PRELOADS = '<link data-rel="modulepreload" href="/assets/manifest.js" nonce="n1"/><link data-rel="modulepreload" href="/assets/entry.js" nonce="n1"/>';
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
const BODY = `<body><main>Rings 💍</main><script nonce="n1">window.__reactRouterContext = {};</script>${PRELOADS}${BOOTSTRAP}<script nonce="n1">stream()</script></body></html>`;
const RELEASE_AT_ONCE = 'for (const link of document.querySelectorAll(\'link[data-rel="modulepreload"]\')) {link.rel = "modulepreload"; link.removeAttribute("data-rel");}';

describe('withPreloadsOnHold', () => {
  it("puts each module preload on hold (its rel aside), keeping the element, and returns the URLs in order", () => {
    expect(withPreloadsOnHold(`<p>a</p>${PRELOADS}`)).toEqual({markup: `<p>a</p>${HELD_PRELOADS}`, preloads: ['/assets/manifest.js', '/assets/entry.js']});
  });
});

describe('bootstrapAfterFirstPaint', () => {
  it('waits for the content and the priority image to be shown (in a hidden tab, not at all), releases the preloads, then imports each module in the same order', () => {
    const text = bootstrapAfterFirstPaint(BOOTSTRAP_TEXT, ['/assets/a.js'])!;
    const lines = text.split('\n');
    expect(lines[0]).toContain('if (document.hidden) return go();');
    expect(lines[0]).toContain('getEntriesByName("first-contentful-paint")');
    expect(lines[0]).toContain(`document.querySelector('img[elementtiming="priority-image"]')`);
    expect(lines[0]).toContain('entry.identifier === "priority-image"');
    // A priority image outside the viewport is never reported: the scripts do not wait for it.
    expect(lines[0]).toContain('box.left >= innerWidth || box.top >= innerHeight) return go();');
    expect(lines[0]).toContain('setTimeout(go, 2000)');
    expect(lines[1]).toBe('{const nextTask = () => new Promise((go) => {const channel = new MessageChannel(); channel.port1.onmessage = go; channel.port2.postMessage(0);});');
    expect(lines[2]).toMatch(/^const fetched = \[\]; for \(const \[index, link\] of \[\.\.\.document\.querySelectorAll\('link\[data-rel="modulepreload"\]'\)\]\.entries\(\)\) \{/);
    expect(lines[2]).toContain('await Promise.race([Promise.all(fetched), new Promise((go) => setTimeout(go, 3000))]);');
    expect(lines[3]).toBe('for (const href of ["/assets/a.js"]) {await import(href); await nextTask();}}');
    expect(lines.slice(4, 8)).toEqual([
      'await import("/assets/manifest.js");',
      'const route0 = await import("/assets/root.js");',
      'const route1_clientLoader = await import("/assets/index-loader.js");',
      'const route1_main = await import("/assets/index.js");',
    ]);
    expect(text).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/_index":route1};\n\nimport("/assets/entry.js");');
  });

  /** Fake preload links whose fetch ends when `finish` is called, and the lines that release them. */
  function heldPreloads(hrefs: string[], supported = true) {
    const released: string[][] = [[]];
    const finishers: (() => void)[] = [];
    const links = hrefs.map((href, i) => {
      const attributes = new Map([['data-rel', 'modulepreload']]);
      const listeners = new Map<string, () => void>();
      finishers[i] = () => listeners.get(i % 2 ? 'error' : 'load')?.();
      return {
        relList: {supports: (rel: string) => supported && rel === 'modulepreload'},
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
        getAttribute: (name: string) => attributes.get(name) ?? null,
        removeAttribute: (name: string) => attributes.delete(name),
        set rel(value: string) {
          if (value === 'modulepreload') released.at(-1)!.push(href);
        },
      };
    });
    const lines = bootstrapAfterFirstPaint('', hrefs)!.split('\n');
    const run = new Function('document', 'nextTask', `return (async () => {${lines[2]}})();`) as (d: unknown, n: () => Promise<void>) => Promise<void>;
    const done = run({querySelectorAll: () => links}, async () => void released.push([]));
    return {released, links, done, finish: (i: number) => finishers[i]!()};
  }

  it('releases the preloads four to a task, in document order', async () => {
    const hrefs = Array.from({length: 9}, (_, i) => `/assets/m${i}.js`);
    const {released, links, done, finish} = heldPreloads(hrefs);
    hrefs.forEach((_, i) => finish(i));
    await done;
    expect(released).toEqual([hrefs.slice(0, 4), hrefs.slice(4, 8), hrefs.slice(8)]);
    expect(links.every((link) => link.getAttribute('data-rel') === null)).toBe(true);
  });

  it('goes on to evaluate only once every released preload has loaded or failed', async () => {
    const hrefs = ['/assets/a.js', '/assets/b.js', '/assets/c.js'];
    const {done, finish} = heldPreloads(hrefs);
    let settled = false;
    void done.then(() => (settled = true));
    finish(0);
    finish(1);
    await new Promise((go) => setTimeout(go, 10));
    expect(settled).toBe(false);
    finish(2);
    await done;
    expect(settled).toBe(true);
  });

  it('does not wait in a browser that does not preload modules', async () => {
    const {done} = heldPreloads(['/assets/a.js'], false);
    const first = await Promise.race([done.then(() => 'evaluates'), new Promise((go) => setTimeout(go, 50)).then(() => 'waits')]);
    expect(first).toBe('evaluates');
  });

  it('waits at most 3 s for a preload that never ends', async () => {
    vi.useFakeTimers();
    try {
      const {done} = heldPreloads(['/assets/a.js']);
      let settled = false;
      void done.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(2999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('evaluates each preloaded module in a task of its own before the route modules, except the entry, which hydrates', () => {
    const text = bootstrapAfterFirstPaint(BOOTSTRAP_TEXT, ['/assets/manifest.js', '/assets/entry.js', '/assets/framework.js'])!;
    expect(text.split('\n')[3]).toBe('for (const href of ["/assets/manifest.js","/assets/framework.js"]) {await import(href); await nextTask();}}');
    expect(text.indexOf('import("/assets/entry.js")')).toBeGreaterThan(text.indexOf('window.__reactRouterRouteModules'));
  });

  it('keeps a URL from closing the script', () => {
    expect(bootstrapAfterFirstPaint('', ['/a.js?</script>'])).toContain('"/a.js?\\u003c/script>"');
  });

  it('leaves a bootstrap with an import it does not know as it is', () => {
    expect(bootstrapAfterFirstPaint('import {a} from "/a.js";\nimport("/e.js");', [])).toBeNull();
  });
});

describe('scriptsAfterFirstPaint', () => {
  it('holds the preloads, rewrites the bootstrap and passes the rest through untouched', async () => {
    const out = await through([HEAD, BODY]);
    expect(out).toContain(`${HEAD}<body><main>Rings 💍</main><script nonce="n1">window.__reactRouterContext = {};</script>${HELD_PRELOADS}<script nonce="n1" type="module" async="">await new Promise`);
    expect(out).not.toMatch(/<link rel="modulepreload" href=/);
    expect(out).toContain('for (const href of ["/assets/manifest.js"]) {await import(href); await nextTask();}');
    expect(out).toContain('const route0 = await import("/assets/root.js");');
    expect(out.endsWith('import("/assets/entry.js");</script><script nonce="n1">stream()</script></body></html>')).toBe(true);
  });

  it('holds a preload cut across chunks', async () => {
    const whole = HEAD + BODY;
    const cut = whole.indexOf('odulepreload" href="/assets/entry.js"');
    expect(await through([whole.slice(0, cut), whole.slice(cut)])).toBe(await through([whole]));
  });

  it('finds the preloads and the bootstrap cut across chunks, multi-byte characters included', async () => {
    const whole = HEAD + BODY;
    const expected = await through([whole]);
    expect(expected).toContain(HELD_PRELOADS);
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

  it('releases the preloads at once in a bootstrap it cannot rewrite', async () => {
    const odd = BODY.replace('import * as route0 from "/assets/root.js";', 'import {x as route0} from "/assets/root.js";');
    const out = await through([HEAD, odd]);
    expect(out).toContain(`${HELD_PRELOADS}<script nonce="n1" type="module" async="">${RELEASE_AT_ONCE}\nimport "/assets/manifest.js";`);
  });

  it('leaves module-looking text outside a script alone', async () => {
    const body = '<body><pre>&lt;script type="module"&gt;</pre>' + BOOTSTRAP + '</body>';
    expect(await through([HEAD, body])).toContain('<body><pre>&lt;script type="module"&gt;</pre><script nonce="n1" type="module" async="">await new Promise');
  });
});

describe('scriptsAfterFirstPaint on the bytes', () => {
  it('sends the markup before the preloads on as the bytes it came in, without decoding it', async () => {
    const bytes = encoder.encode(HEAD + BODY);
    const source = new ReadableStream<Uint8Array>({start: (controller) => controller.enqueue(bytes)});
    const reader = scriptsAfterFirstPaint(source).getReader();
    const first = (await reader.read()).value!;
    expect(first.buffer).toBe(bytes.buffer);
    expect(new TextDecoder().decode(first)).toBe(`${HEAD}<body><main>Rings 💍</main><script nonce="n1">window.__reactRouterContext = {};</script>`);
  });

  it('finds a module script that opens a chunk and a preload cut at its first byte', async () => {
    const whole = HEAD + BODY;
    const expected = await through([whole]);
    for (const at of [whole.indexOf('<link rel="modulepreload"'), whole.indexOf('<script nonce="n1" type="module"'), whole.indexOf('type="module"')]) {
      expect(await through([whole.slice(0, at), whole.slice(at)])).toBe(expected);
      expect(await through([whole.slice(0, at + 1), whole.slice(at + 1)])).toBe(expected);
    }
  });
});

describe('scriptsAfterFirstPaint and multi-byte characters', () => {
  const documents = [
    `${HEAD}<body><script type="application/ld+json">{"n":"💍"}</script><main>Rings 💍 and more 💍, é</main>${PRELOADS}${BOOTSTRAP}<p>after ✓</p></body></html>`,
    '<html><head></head><body><main>Rings 💍 and more 💍</main><p>x</p></body></html>',
    `<html><body><p>é</p>${BOOTSTRAP}💍<p>é💍</p></body></html>`,
  ];

  async function cutAt(bytes: Uint8Array, cuts: number[]): Promise<string> {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        [...cuts, bytes.length].reduce((from, to) => (controller.enqueue(bytes.subarray(from, to)), to), 0);
        controller.close();
      },
    });
    return new Response(scriptsAfterFirstPaint(body)).text();
  }

  it('writes the same document, every character whole, wherever the chunks are cut', async () => {
    // A fixed sequence of cuts, so a failure comes back on every run.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (const whole of documents) {
      const bytes = encoder.encode(whole);
      const expected = await cutAt(bytes, []);
      expect(expected).not.toContain('\uFFFD');
      for (let size = 1; size <= 24; size++) {
        expect(await cutAt(bytes, Array.from({length: Math.ceil(bytes.length / size) - 1}, (_, i) => (i + 1) * size)), `chunks of ${size} bytes`).toBe(expected);
      }
      for (let run = 0; run < 2000; run++) {
        const cuts = [...new Set(Array.from({length: 1 + Math.floor(random() * 12)}, () => Math.floor(random() * bytes.length)))].sort((x, y) => x - y);
        expect(await cutAt(bytes, cuts), `cut at ${cuts.join(', ')}`).toBe(expected);
      }
    }
  });
});
