import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {memoizeCompilePath} from './memoized-route-paths';

const PRODUCTION = 'node_modules/react-router/dist/production';

/** The installed React Router module that defines compilePath, memoized, with matchPath exported. */
function loadMemoized(): {matchPath: (pattern: string | {path: string; caseSensitive?: boolean; end?: boolean}, pathname: string) => unknown; compiled: () => number} {
  const file = readdirSync(PRODUCTION).find((name) => name.endsWith('.mjs') && readFileSync(join(PRODUCTION, name), 'utf8').includes('function compilePath('));
  const source = readFileSync(join(PRODUCTION, file!), 'utf8');
  const memoized = memoizeCompilePath(source)!;
  // Only the two functions and what they use: matchPath, compilePath and the warning helper.
  const pick = (name: string, from: string) => {
    const start = from.indexOf(`function ${name}(`);
    let depth = 0;
    for (let i = from.indexOf('{', start); i < from.length; i++) {
      if (from[i] === '{') depth++;
      if (from[i] === '}' && --depth === 0) return from.slice(start, i + 1);
    }
    throw new Error(`no ${name}`);
  };
  const body = [pick('warning', memoized), pick('matchPath', memoized), pick('compilePathUncached', memoized), memoized.slice(memoized.lastIndexOf('\nconst compiledPaths'))].join('\n');
  return new Function(`${body}\nreturn {matchPath, compiled: () => compiledPaths.size};`)() as never;
}

describe('memoizeCompilePath', () => {
  it('matches paths as React Router does, compiling each pattern once', () => {
    const {matchPath, compiled} = loadMemoized();
    expect(matchPath('/shop/products/:slug', '/shop/products/ring-1')).toMatchObject({params: {slug: 'ring-1'}, pathname: '/shop/products/ring-1'});
    expect(matchPath('/shop/products/:slug', '/shop/products/ring-2')).toMatchObject({params: {slug: 'ring-2'}});
    expect(matchPath('/shop/products/:slug', '/shop/collections/rings')).toBeNull();
    expect(matchPath({path: '/shop', end: false}, '/shop/products/ring-1')).toMatchObject({pathnameBase: '/shop'});
    expect(matchPath({path: '/Shop', caseSensitive: true}, '/shop')).toBeNull();
    expect(matchPath('/blog/*', '/blog/a/b')).toMatchObject({params: {'*': 'a/b'}});
    expect(compiled()).toBe(4);
  });

  it('leaves modules without compilePath alone and refuses a changed signature', () => {
    expect(memoizeCompilePath('export const x = 1;')).toBeNull();
    expect(() => memoizeCompilePath('function compilePath(path, options) {}')).toThrow(/changed its signature/);
  });
});
