// Store content (menu, banners, product text, the merchant's rich text read by parseRichText) and
// anything a shopper typed reach the page only as React elements and text, which React escapes.
// Raw HTML is allowed only in the document's head: the inlined stylesheets, our own build output
// (platform/document-styles.tsx), and the head's script, constants (platform/head-script-text.server.ts,
// written by platform/head-script.tsx); never store content. An empty inner
// HTML (which keeps the server's markup unhydrated, ui/HydratedWhereShown.tsx) writes nothing and
// is not counted.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const RAW_HTML = /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\(|new Function\(/;
const ALLOWED = new Set(['platform/document-styles.tsx', 'platform/head-script.tsx']);
const EMPTY_INNER_HTML = /dangerouslySetInnerHTML=\{\{__html: ''\}\}/g;

function sources(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path, base);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path.slice(base.length + 1)] : [];
  });
}

describe('raw HTML in the app', () => {
  it("is written only in the document's head", () => {
    const app = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
    const writers = sources(app).filter((file) => RAW_HTML.test(readFileSync(join(app, file), 'utf8').replace(EMPTY_INNER_HTML, '')));
    expect(writers.sort()).toEqual([...ALLOWED]);
  });
});
