import {describe, expect, it} from 'vitest';
import type {Rolldown} from 'vite';
import {clientChunkGroups, SHELL_MIN_ROUTES} from './client-chunks';

/** A module graph from `importer -> imported` edges; entries are the client entry, the root route and the routes. */
function graph(edges: Record<string, string[]>, entries: string[]): Rolldown.ChunkingContext {
  const importers = new Map<string, string[]>();
  for (const [importer, imported] of Object.entries(edges)) for (const id of imported) importers.set(id, [...(importers.get(id) ?? []), importer]);
  const ids = new Set([...Object.keys(edges), ...importers.keys(), ...entries]);
  return {
    getModuleInfo: (id: string) => (ids.has(id) ? ({id, isEntry: entries.includes(id), importers: importers.get(id) ?? []} as unknown as Rolldown.ModuleInfo) : null),
  };
}

const ENTRY = '/shop/app/entry.client.tsx';
const ROOT = '/shop/app/root.tsx?client-route-module';
const routes = (count: number) => Array.from({length: count}, (_, n) => `/shop/app/routes/page-${n}.tsx?client-route-module`);
const ENTRIES = [ENTRY, ROOT, ...routes(SHELL_MIN_ROUTES + 2)];
/** `imported` imported by the first `count` routes. */
const importedByRoutes = (count: number, imported: string) => Object.fromEntries(routes(count).map((route) => [route, [imported]]));

/** The chunk the highest-priority group that names `id` puts it in; null for Rolldown's own chunks. */
function chunkOf(id: string, context: Rolldown.ChunkingContext, groups = clientChunkGroups()): string | null {
  for (const group of [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))) {
    const name = typeof group.name === 'function' ? group.name(id, context) : null;
    if (name) return name;
  }
  return null;
}

describe('the client chunk groups', () => {
  const price = '/shop/app/features/catalog/model/price.ts';
  const gallery = '/shop/app/features/catalog/components/ProductGallery.tsx';
  const header = '/shop/app/features/chrome/components/SiteHeader.tsx';
  const library = '/shop/node_modules/keen-slider/react.js';

  it('put what the root route imports in the shell', () => {
    expect(chunkOf(header, graph({[ROOT]: [header]}, ENTRIES))).toBe('shell');
  });

  it('put app code that enough routes import in the shell', () => {
    expect(chunkOf(price, graph(importedByRoutes(SHELL_MIN_ROUTES, price), ENTRIES))).toBe('shell');
  });

  it('count the routes that reach a module through other modules', () => {
    const context = graph({...importedByRoutes(SHELL_MIN_ROUTES, gallery), [gallery]: [price]}, ENTRIES);
    expect(chunkOf(price, context)).toBe('shell');
  });

  it('count the routes that reach a module through an import cycle, whichever module is asked first', () => {
    const rules = '/shop/app/features/catalog/model/price-rules.ts';
    const context = graph({[rules]: [price], ...importedByRoutes(SHELL_MIN_ROUTES, price), [price]: [rules]}, ENTRIES);
    const groups = clientChunkGroups(); // one build asks about every module
    expect([chunkOf(price, context, groups), chunkOf(rules, context, groups)]).toEqual(['shell', 'shell']);
  });

  it('leave code fewer routes import to the routes that import it', () => {
    expect(chunkOf(gallery, graph(importedByRoutes(SHELL_MIN_ROUTES - 1, gallery), ENTRIES))).toBeNull();
  });

  it('leave libraries that many routes import out of the shell', () => {
    expect(chunkOf(library, graph(importedByRoutes(SHELL_MIN_ROUTES + 2, library), ENTRIES))).toBeNull();
  });
});
