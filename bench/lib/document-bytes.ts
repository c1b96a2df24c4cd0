// What a page's document weighs as served: the whole HTML, and within it the inline styles and the
// inline scripts (React Router's loader data and its bootstrap), which the browser cannot cache.
import {gzipSync} from 'node:zlib';

export interface DocumentBytes {
  htmlBytes: number;
  htmlGzipBytes: number;
  inlineStyleBytes: number;
  inlineScriptBytes: number;
}

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

function innerBytes(html: string, pattern: RegExp): number {
  let total = 0;
  for (const match of html.matchAll(pattern)) total += byteLength(match[1] ?? '');
  return total;
}

export function documentBytes(html: string): DocumentBytes {
  return {
    htmlBytes: byteLength(html),
    htmlGzipBytes: gzipSync(html, {level: 9}).length,
    inlineStyleBytes: innerBytes(html, /<style\b[^>]*>([\s\S]*?)<\/style>/gi),
    // Scripts with a src attribute are files; only inline ones count.
    inlineScriptBytes: innerBytes(html, /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi),
  };
}
