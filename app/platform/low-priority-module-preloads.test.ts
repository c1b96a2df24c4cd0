import {describe, expect, it} from 'vitest';
import {lowPriorityModulePreloads} from './low-priority-module-preloads';

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
  return new Response(lowPriorityModulePreloads(body)).text();
}

const HEAD = '<html><head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head>';

describe('lowPriorityModulePreloads', () => {
  it("marks the head's module preloads low priority", async () => {
    expect(await through([HEAD, '<body>x</body></html>'])).toBe(
      '<html><head><meta charset="utf-8"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head><body>x</body></html>',
    );
  });

  it('finds a link and the end of the head cut across chunks', async () => {
    const out = await through(['<html><head><link rel="module', 'preload" href="/a.js"/></he', 'ad><body>é</body>']);
    expect(out).toBe('<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/></head><body>é</body>');
  });

  it('leaves the body alone, text that looks like a preload included', async () => {
    const body = '<body><pre>&lt;link rel="modulepreload"</pre><link rel="modulepreload" href="/late.js"/>ü€</body>';
    expect(await through([HEAD + body.slice(0, 20), body.slice(20, 71), body.slice(71)])).toContain(body);
  });

  it('passes multi-byte text split inside a character through intact', async () => {
    const text = `${HEAD}<body>${'💎'.repeat(3)}</body>`;
    const bytes = encoder.encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.subarray(i, i + 7));
        controller.close();
      },
    });
    expect(await new Response(lowPriorityModulePreloads(body)).text()).toContain('<body>💎💎💎</body>');
  });

  it('still marks a page that ends before its head does', async () => {
    expect(await through(['<head><link rel="modulepreload" href="/a.js"/>'])).toBe('<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/>');
  });
});
