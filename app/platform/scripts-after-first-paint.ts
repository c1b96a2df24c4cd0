// The page is server-rendered, so its scripts only make it interactive: they should not compete
// with the first paint for the connection or the main thread (ADR 0006). React Router's <Scripts>
// writes a module preload for every module of the first load, then starts them from an inline
// module whose static imports are fetched as soon as it is parsed. On their way out of the worker,
// the preloads are put on hold (their `rel` kept aside as `data-rel`, so hydration still finds each
// element where React put it) and the inline module waits until the content is on screen, then
// gives them their `rel` back and imports the same modules in the same order. Anything else passes
// through untouched, and a bootstrap in a shape this does not know is left as it is, its preloads
// released at once.

import {PRIORITY_IMAGE_TIMING} from '~/ui/image-loading';

const PRELOAD_TAG = '<link rel="modulepreload"';
const SCRIPT_TAG = '<script';
const MODULE_PRELOAD = new RegExp(`${PRELOAD_TAG}[^>]*?\\shref="([^"]*)"[^>]*>`, 'g');
const HELD_REL = 'data-rel';
const BOOTSTRAP = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import ("[^"\\]*");$/gm;
const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"\\]*");$/gm;
const STATIC_IMPORT = /^\s*import\s*[^\s(]/m;
const DYNAMIC_IMPORT = /\bimport\(("[^"\\]*")\)/g;

/**
 * A hidden tab never paints: there the scripts go at once (or when the tab is hidden). A shown tab
 * waits for its first contentful paint and its priority image, which a slow phone or link can take
 * a second or more to show; this timer is the most they hold the scripts back.
 */
const SCRIPTS_WITHOUT_PAINT_AFTER_MS = 2000;

/**
 * A clipped priority image loads but has no element timing entry (the gallery's slide of a variant
 * other than the first sits beside the one on show until the slider is made): frames to wait after
 * its load, about 100 ms, well after a shown image's entry.
 */
const FRAMES_FOR_AN_UNREPORTED_IMAGE = 6;

/**
 * Script text that resolves once the page's content is on screen: its first contentful paint and
 * then its priority image (`priorityImageAttributes`, the page's likely largest), when that is in
 * the viewport, have been shown. Paint and element timing entries come after the frame is
 * presented, not when it was rendered: a script fetched in between would still count against those
 * paints. A browser without element timing waits for the image to load and two frames to begin;
 * one without paint timing, for a frame.
 */
const WAIT_FOR_CONTENT_ON_SCREEN = [
  'await new Promise((go) => {',
  'if (document.hidden) return go();',
  'document.addEventListener("visibilitychange", go, {once: true});',
  `setTimeout(go, ${SCRIPTS_WITHOUT_PAINT_AFTER_MS});`,
  'const frames = (count) => requestAnimationFrame(() => (count > 1 ? frames(count - 1) : setTimeout(go, 0)));',
  'const supports = (type) => PerformanceObserver.supportedEntryTypes?.includes(type);',
  'if (!supports("paint")) return frames(1);',
  'new PerformanceObserver((list, observer) => {',
  'if (!list.getEntriesByName("first-contentful-paint").length) return;',
  'observer.disconnect();',
  `const image = document.querySelector('img[elementtiming="${PRIORITY_IMAGE_TIMING}"]');`,
  'if (!image || (image.complete && !image.naturalWidth)) return go();',
  'const box = image.getBoundingClientRect();',
  'if (!box.width || box.right <= 0 || box.bottom <= 0 || box.left >= innerWidth || box.top >= innerHeight) return go();',
  'image.addEventListener("error", go, {once: true});',
  'const loaded = (then) => (image.complete ? then() : image.addEventListener("load", then, {once: true}));',
  'if (!supports("element")) return loaded(() => frames(2));',
  `loaded(() => frames(${FRAMES_FOR_AN_UNREPORTED_IMAGE}));`,
  'new PerformanceObserver((entries, watcher) => {',
  `if (entries.getEntries().some((entry) => entry.identifier === "${PRIORITY_IMAGE_TIMING}")) {watcher.disconnect(); go();}`,
  '}).observe({type: "element", buffered: true});',
  '}).observe({type: "paint", buffered: true});',
  '});',
].join(' ');

/**
 * Starting a module's fetch takes Chromium about 0.6 ms: thirty preloads in one go were a 14-19 ms
 * task after the first paint (a long task on a phone four times slower), so a few go per task.
 */
const PRELOADS_PER_TASK = 4;

const unescapeAttribute = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/** JSON that is safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Markup whose module preloads wait (their `rel` moved to `data-rel`), and their URLs in order. */
export function withPreloadsOnHold(markup: string): {markup: string; preloads: string[]} {
  const preloads: string[] = [];
  const rest = markup.replace(MODULE_PRELOAD, (tag: string, href: string) => {
    preloads.push(unescapeAttribute(href));
    return tag.replace('<link rel=', `<link ${HELD_REL}=`);
  });
  return {markup: rest, preloads};
}

/**
 * The longest the bootstrap waits for the released preloads before it evaluates the modules: on a
 * slow link the imports then wait for the network themselves, as they would without the wait.
 */
const PRELOADS_FETCHED_WITHIN_MS = 3000;

const RELEASE_EACH = `link.rel = "modulepreload"; link.removeAttribute("${HELD_REL}");`;
const HELD_PRELOADS = `document.querySelectorAll('link[${HELD_REL}="modulepreload"]')`;

/** Script text that releases the held preloads at once. */
const releasePreloads = () => `for (const link of ${HELD_PRELOADS}) {${RELEASE_EACH}}`;

/**
 * Script text that releases the held preloads `PRELOADS_PER_TASK` to a task, pausing with the
 * function `nextTask` names, then waits until each has loaded or failed. Evaluating the modules
 * while the rest were still arriving ran its tasks beside the fetches' work in the browser and on
 * the server: in Lighthouse's traces they took up to ten times their CPU time (ADR 0006). A browser
 * that does not preload modules is not waited for.
 */
function releasePreloadsThenAwaitThem(nextTask: string): string {
  const pause = `if (index > 0 && index % ${PRELOADS_PER_TASK} === 0) await ${nextTask}(); `;
  const watch = `if (link.relList.supports("modulepreload")) fetched.push(new Promise((done) => {link.addEventListener("load", done, {once: true}); link.addEventListener("error", done, {once: true});})); `;
  const wait = `await Promise.race([Promise.all(fetched), new Promise((go) => setTimeout(go, ${PRELOADS_FETCHED_WITHIN_MS}))]);`;
  return `const fetched = []; for (const [index, link] of [...${HELD_PRELOADS}].entries()) {${pause}${watch}${RELEASE_EACH}} ${wait}`;
}

/**
 * The bootstrap's text, starting once the content is on screen: the preloads are released then, and
 * each static import becomes an awaited import in the same order. Null when the text has a shape
 * this does not rewrite.
 */
export function bootstrapAfterFirstPaint(text: string, preloads: string[]): string | null {
  const rewritten = text
    .replace(SIDE_EFFECT_IMPORT, (_, url: string) => `await import(${url});`)
    .replace(NAMESPACE_IMPORT, (_, name: string, url: string) => `const ${name} = await import(${url});`);
  if (STATIC_IMPORT.test(rewritten)) return null;
  const nextTask = `const nextTask = () => new Promise((go) => {const channel = new MessageChannel(); channel.port1.onmessage = go; channel.port2.postMessage(0);});`;
  // Evaluated one module at a time, each in its own task: together they were one long task. The
  // entry (imported, not awaited, at the end) hydrates, so it waits for the route modules.
  const started = new Set([...text.matchAll(DYNAMIC_IMPORT)].map((match) => JSON.parse(match[1]!) as string));
  const early = preloads.filter((href) => !started.has(href));
  const evaluate = `for (const href of ${scriptJson(early)}) {await import(href); await nextTask();}`;
  // In a block of its own: the helper's name cannot meet one of the bootstrap's.
  return `${WAIT_FOR_CONTENT_ON_SCREEN}\n{${nextTask}\n${releasePreloadsThenAwaitThem('nextTask')}\n${evaluate}}\n${rewritten}`;
}

const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
const PRELOAD_START = ascii(PRELOAD_TAG);
const SCRIPT_START = ascii(SCRIPT_TAG);
const MODULE_TYPE = ascii('type="module"');
const TAG_START = 0x3c;
const TAG_END = 0x3e;

function startsWith(bytes: Uint8Array, at: number, pattern: Uint8Array): boolean {
  for (let i = 0; i < pattern.length; i++) if (bytes[at + i] !== pattern[i]) return false;
  return true;
}

/** Whether the tag opened at `at` holds `pattern` before it closes (or the chunk ends). */
function tagHolds(bytes: Uint8Array, at: number, pattern: Uint8Array): boolean {
  const close = bytes.indexOf(TAG_END, at);
  const end = (close === -1 ? bytes.length : close) - pattern.length;
  for (let i = at; i <= end; i++) if (startsWith(bytes, i, pattern)) return true;
  return false;
}

/**
 * How many bytes at the start of `chunk` can go on as they are: those before the first preload, the
 * first module script or a tag cut off at the end, ending between whole characters. Decoding,
 * rewriting and encoding the whole document was most of this stream's cost, and the preloads and
 * the bootstrap come at the end of it.
 */
function untouchedLength(chunk: Uint8Array): number {
  const lastClose = chunk.lastIndexOf(TAG_END);
  for (let at = chunk.indexOf(TAG_START); at !== -1; at = chunk.indexOf(TAG_START, at + 1)) {
    if (at > lastClose) return at;
    // Only `<l…` and `<s…` can start what this rewrites.
    const next = chunk[at + 1];
    if (next === PRELOAD_START[1] && startsWith(chunk, at, PRELOAD_START)) return at;
    if (next === SCRIPT_START[1] && startsWith(chunk, at, SCRIPT_START) && tagHolds(chunk, at, MODULE_TYPE)) return at;
  }
  // Past the last tag the chunk may end inside a character: the decoder takes that text.
  return chunk.length > 0 && chunk[chunk.length - 1]! >= 0x80 ? lastClose + 1 : chunk.length;
}

/** Whether `bytes` end on a whole UTF-8 character; false when that cannot be told from them alone. */
function endsOnWholeCharacter(bytes: Uint8Array): boolean {
  let lead = bytes.length - 1;
  while (lead >= 0 && bytes.length - lead <= 4 && (bytes[lead]! & 0xc0) === 0x80) lead--;
  if (lead < 0 || bytes.length - lead > 4) return false;
  const byte = bytes[lead]!;
  const length = byte < 0x80 ? 1 : byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
  return bytes.length - lead === length;
}

export function scriptsAfterFirstPaint(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  // Text held back while it may hold the start of the bootstrap or of a preload.
  let held = '';
  // Bytes may only pass on as they came while the decoder holds no part of a character.
  let decoderHoldsNothing = true;
  const preloads: string[] = [];
  let done = false;
  const decode = (bytes: Uint8Array) => {
    decoderHoldsNothing = endsOnWholeCharacter(bytes);
    return decoder.decode(bytes, {stream: true});
  };
  /** Markup before the bootstrap, its module preloads on hold (their URLs kept for the bootstrap). */
  const onHold = (markup: string) => {
    const found = withPreloadsOnHold(markup);
    preloads.push(...found.preloads);
    return found.markup;
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (done) {
          if (decoderHoldsNothing) controller.enqueue(chunk);
          else {
            // The rest of a character cut off at the bootstrap's end.
            const text = decode(chunk);
            if (text) controller.enqueue(encoder.encode(text));
          }
          return;
        }
        if (held === '' && decoderHoldsNothing) {
          const untouched = untouchedLength(chunk);
          if (untouched > 0) controller.enqueue(untouched === chunk.length ? chunk : chunk.subarray(0, untouched));
          if (untouched === chunk.length) return;
          chunk = chunk.subarray(untouched);
        }
        held += decode(chunk);
        const bootstrap = BOOTSTRAP.exec(held);
        if (!bootstrap) {
          // Pass on what cannot be the start of the bootstrap.
          const from = held.lastIndexOf(SCRIPT_TAG);
          const tag = held.lastIndexOf('<');
          const keep = from !== -1 ? from : tag !== -1 ? tag : held.length;
          if (keep > 0) controller.enqueue(encoder.encode(onHold(held.slice(0, keep))));
          held = held.slice(keep);
          return;
        }
        const [whole, open = '', text = ''] = bootstrap;
        const before = onHold(held.slice(0, bootstrap.index));
        // A shape this does not rewrite releases the preloads at once (its static
        // imports, hoisted above that line, fetch at parse time in any case).
        const later = bootstrapAfterFirstPaint(text, preloads) ?? `${releasePreloads()}\n${text}`;
        const script = `${open}${later}</script>`;
        controller.enqueue(encoder.encode(before + script + held.slice(bootstrap.index + whole.length)));
        held = '';
        done = true;
      },
      flush(controller) {
        // A document without a bootstrap has nothing to start later.
        held += decoder.decode();
        if (held) controller.enqueue(encoder.encode(held));
      },
    }),
  );
}
