import {readFileSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {ROUTE_SHEETS, sheetsInCascadeOrder} from './route-sheet-names';
import {ROUTE_SHEET_URLS, routeSheetLinks} from './route-sheets';

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = resolve(APP, '../node_modules');

/** Every file a stylesheet pulls in through @import, itself included. */
function importGraph(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const [, target] of readFileSync(file, 'utf8').matchAll(/@import '([^']+)';/g)) {
    const path = target!.startsWith('.') ? resolve(dirname(file), target!) : resolve(MODULES, target!);
    if (!seen.has(path)) importGraph(path, seen);
  }
  return seen;
}

describe('route sheets', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are named once each, in cascade order, whatever order the routes name them in', () => {
    expect(sheetsInCascadeOrder([['ring-builder'], undefined, ['product', 'ring-builder']])).toEqual(['product', 'ring-builder']);
    expect(sheetsInCascadeOrder([undefined, []])).toEqual([]);
  });

  it('are not part of the shell stylesheet every page inlines', () => {
    // The sheets' files, as route-sheets.ts imports them for their URLs.
    const sheetFiles = [...readFileSync(resolve(APP, 'styles/route-sheets.ts'), 'utf8').matchAll(/from '~\/([^']+\.css)\?url'/g)].map((match) => resolve(APP, match[1]!));
    expect(sheetFiles).toHaveLength(ROUTE_SHEETS.length);
    const shell = importGraph(resolve(APP, 'styles/app.css'));
    expect(shell.size).toBeGreaterThan(10);
    for (const file of sheetFiles) expect(shell.has(file), file).toBe(false);
  });

  it('give no links on the server', () => {
    expect(routeSheetLinks({sheets: ['product']})).toEqual([]);
  });

  it('give links in the browser for the sheets the document did not inline', () => {
    const inlined = new Set(['product']);
    vi.stubGlobal('document', {
      head: {querySelector: (selector: string) => (inlined.has(/data-route-sheet="([^"]+)"/.exec(selector)?.[1] ?? '') ? {} : null)},
    });
    expect(routeSheetLinks({sheets: ['ring-builder', 'product']})).toEqual([{rel: 'stylesheet', href: ROUTE_SHEET_URLS['ring-builder']}]);
    expect(routeSheetLinks({})).toEqual([]);
  });
});
