// The page is server-rendered, so its scripts only make it interactive: they should not compete
// with the first paint for the connection or the main thread (ADR 0006). React Router's <Scripts>
// preloads every module of the first load from the head and starts them from an inline module
// whose static imports are fetched as soon as it is parsed. On their way out of the worker, the
// head loses those preloads and the inline module waits for the first frame, then adds the same
// preloads and imports the same modules in the same order. Anything else passes through untouched,
// and a bootstrap in a shape this does not know is left as it is.

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]*)"[^>]*>/g;
const HEAD_END = '</head>';
const BOOTSTRAP = /(<script\b([^>]*)\btype="module"[^>]*>)([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import ("[^"\\]*");$/gm;
const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"\\]*");$/gm;
const STATIC_IMPORT = /^\s*import\s*[^\s(]/m;
const DYNAMIC_IMPORT = /\bimport\(("[^"\\]*")\)/g;

/** A hidden tab never paints: a timer goes on there. */
const SCRIPTS_WITHOUT_PAINT_AFTER_MS = 100;

/**
 * Starting a module's fetch takes Chromium about 0.6 ms: thirty preloads in one go were a 14-19 ms
 * task after the first paint (a long task on a phone four times slower), so a few go per task.
 */
const PRELOADS_PER_TASK = 4;

const unescapeAttribute = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/** JSON that is safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head without its module preloads, and their URLs. */
export function withoutModulePreloads(head: string): {head: string; preloads: string[]} {
  const preloads: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (_, href: string) => {
    preloads.push(unescapeAttribute(href));
    return '';
  });
  return {head: rest, preloads};
}

/**
 * The bootstrap's text, starting after the first frame: the preloads go in then, and each static
 * import becomes an awaited import in the same order. Null when the text has a shape this does not
 * rewrite.
 */
export function bootstrapAfterFirstPaint(text: string, preloads: string[], nonce: string | null): string | null {
  const rewritten = text
    .replace(SIDE_EFFECT_IMPORT, (_, url: string) => `await import(${url});`)
    .replace(NAMESPACE_IMPORT, (_, name: string, url: string) => `const ${name} = await import(${url});`);
  if (STATIC_IMPORT.test(rewritten)) return null;
  const wait = `await new Promise((go) => {requestAnimationFrame(() => setTimeout(go, 0)); setTimeout(go, ${SCRIPTS_WITHOUT_PAINT_AFTER_MS});});`;
  const nextTask = `const nextTask = () => new Promise((go) => {const channel = new MessageChannel(); channel.port1.onmessage = go; channel.port2.postMessage(0);});`;
  const preload = `for (const [index, href] of ${scriptJson(preloads)}.entries()) {if (index > 0 && index % ${PRELOADS_PER_TASK} === 0) await nextTask(); const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href;${nonce ? ` link.nonce = ${scriptJson(nonce)};` : ''} document.head.append(link);}`;
  // Evaluated one module at a time, each in its own task: together they were one long task. The
  // entry (imported, not awaited, at the end) hydrates, so it waits for the route modules.
  const started = new Set([...text.matchAll(DYNAMIC_IMPORT)].map((match) => JSON.parse(match[1]!) as string));
  const early = preloads.filter((href) => !started.has(href));
  const evaluate = `for (const href of ${scriptJson(early)}) {await import(href); await nextTask();}`;
  // In a block of its own: the helper's name cannot meet one of the bootstrap's.
  return `${wait}\n{${nextTask}\n${preload}\n${evaluate}}\n${rewritten}`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function preloadLinks(preloads: string[], nonce: string | null): string {
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  return preloads.map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}"${nonceAttribute}/>`).join('');
}

const nonceOf = (attributes: string) => /\bnonce="([^"]*)"/.exec(attributes)?.[1] ?? null;

export function scriptsAfterFirstPaint(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // Text held back until the head has ended, then until the bootstrap has been rewritten.
  let held = '';
  let preloads: string[] | null = null;
  let done = false;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (done) {
          controller.enqueue(chunk);
          return;
        }
        held += decoder.decode(chunk, {stream: true});
        if (preloads === null) {
          const end = held.indexOf(HEAD_END);
          if (end === -1) return;
          const split = end + HEAD_END.length;
          const head = withoutModulePreloads(held.slice(0, split));
          preloads = head.preloads;
          controller.enqueue(encoder.encode(head.head));
          held = held.slice(split);
        }
        const bootstrap = BOOTSTRAP.exec(held);
        if (!bootstrap) {
          // Pass on what cannot be the start of the bootstrap.
          const from = held.lastIndexOf('<script');
          const tag = held.lastIndexOf('<');
          const keep = from !== -1 ? from : tag !== -1 ? tag : held.length;
          if (keep > 0) controller.enqueue(encoder.encode(held.slice(0, keep)));
          held = held.slice(keep);
          return;
        }
        const [whole, open = '', attributes = '', text = ''] = bootstrap;
        const nonce = nonceOf(attributes);
        const later = bootstrapAfterFirstPaint(text, preloads, nonce);
        // A shape this does not rewrite keeps its preloads, beside it.
        const script = later === null ? preloadLinks(preloads, nonce) + whole : `${open}${later}</script>`;
        controller.enqueue(encoder.encode(held.slice(0, bootstrap.index) + script + held.slice(bootstrap.index + whole.length)));
        held = '';
        done = true;
      },
      flush(controller) {
        // A document that ends before its head or without a bootstrap has nothing to start later.
        held += decoder.decode();
        if (held) controller.enqueue(encoder.encode(held));
      },
    }),
  );
}
