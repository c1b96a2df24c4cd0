import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, expect, it} from 'vitest';
import {wholeGraphImports, withWholeGraphImports, type BuiltChunk} from './client-preloads';

/**
 * A build like the browser's: the shell loads React and, lazily, the drawer; so does a product
 * page's add button. The drawer's graph is three levels deep and shares React with the shell. Each
 * chunk records its evaluation.
 */
function drawerBuild(): Record<string, BuiltChunk> {
  const chunk = (name: string, imports: string[], dynamicImports: string[] = [], body = ''): BuiltChunk => ({
    code: `${imports.map((file) => `import "./${file.slice('assets/'.length)}";`).join('')}globalThis.evaluated.push(${JSON.stringify(name)});${body}`,
    imports,
    dynamicImports,
  });
  const loadDrawer = 'export const loadDrawer = () => import(`./CartDrawer-AbCd1234.js`);';
  return {
    'assets/shell-Sh3ll000.js': chunk('shell', ['assets/react-Re4ct000.js'], ['assets/CartDrawer-AbCd1234.js'], loadDrawer),
    'assets/AddToCartButton-Add00000.js': chunk('add button', ['assets/react-Re4ct000.js'], ['assets/CartDrawer-AbCd1234.js'], loadDrawer),
    'assets/react-Re4ct000.js': chunk('react', []),
    'assets/CartDrawer-AbCd1234.js': chunk('drawer', ['assets/DialogFrame-Dia10000.js', 'assets/rows-Rows0000.js', 'assets/react-Re4ct000.js'], [], 'export const Drawer = "the drawer";'),
    'assets/DialogFrame-Dia10000.js': chunk('dialog', ['assets/react-Re4ct000.js']),
    'assets/rows-Rows0000.js': chunk('rows', ['assets/money-M0ney000.js', 'assets/dates-Dates000.js']),
    'assets/money-M0ney000.js': chunk('money', ['assets/digits-Digit000.js']),
    'assets/dates-Dates000.js': chunk('dates', []),
    'assets/digits-Digit000.js': chunk('digits', []),
  };
}

/** Writes the chunks, with any rewritten code, as ES modules and loads `entry`. */
async function load(chunks: Record<string, BuiltChunk>, rewritten: Map<string, string>, entry: string) {
  const root = mkdtempSync(join(tmpdir(), 'client-preloads-'));
  writeFileSync(join(root, 'package.json'), '{"type": "module"}');
  for (const [fileName, chunk] of Object.entries(chunks)) {
    mkdirSync(dirname(join(root, fileName)), {recursive: true});
    writeFileSync(join(root, fileName), rewritten.get(fileName) ?? chunk.code);
  }
  return (await import(pathToFileURL(join(root, entry)).href)) as {loadDrawer: () => Promise<{Drawer: string}>};
}

const importedSpecifiers = (code: string) => [...code.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);

describe("the cart drawer's import from a page with an add button", () => {
  it('imports the drawer with every chunk of its graph the page lacks, nearest first; the shell keeps its plain import', () => {
    const rewritten = withWholeGraphImports(drawerBuild());
    expect([...rewritten.keys()]).toEqual(['assets/AddToCartButton-Add00000.js']);
    expect(importedSpecifiers(rewritten.get('assets/AddToCartButton-Add00000.js')!)).toEqual([
      './CartDrawer-AbCd1234.js',
      './DialogFrame-Dia10000.js',
      './rows-Rows0000.js',
      './money-M0ney000.js',
      './dates-Dates000.js',
      './digits-Digit000.js',
    ]);
  });

  it('starts four fetches in its own task and the rest four per task after it', () => {
    const code = withWholeGraphImports(drawerBuild()).get('assets/AddToCartButton-Add00000.js')!;
    const started: string[][] = [[]];
    const timers: (() => void)[] = [];
    // The rewritten expression with its import() calls and timers handed in, to count them per task.
    const expression = /=> (.*);$/.exec(code)?.[1]?.replaceAll('import(', 'importChunk(');
    const run = new Function('importChunk', 'setTimeout', `return ${expression}`) as (
      importer: (specifier: string) => Promise<unknown>,
      setTimer: (callback: () => void) => void,
    ) => Promise<unknown>;
    void run(
      (specifier) => {
        started.at(-1)!.push(specifier);
        return Promise.resolve();
      },
      (callback) => timers.push(callback),
    );
    while (timers.length > 0) {
      started.push([]);
      timers.shift()!();
    }
    expect(started.map((task) => task.length)).toEqual([4, 2]);
  });

  it('resolves to the drawer, each chunk of its graph run once and before what imports it', async () => {
    const chunks = drawerBuild();
    const globals = globalThis as {evaluated?: string[]};
    globals.evaluated = [];
    const button = await load(chunks, withWholeGraphImports(chunks), 'assets/AddToCartButton-Add00000.js');
    expect(globals.evaluated).toEqual(['react', 'add button']);
    expect((await button.loadDrawer()).Drawer).toBe('the drawer');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = globals.evaluated.slice(2);
    expect([...after].sort()).toEqual(['dates', 'dialog', 'digits', 'drawer', 'money', 'rows']);
    expect(after.indexOf('digits')).toBeLessThan(after.indexOf('money'));
    expect(after.indexOf('money')).toBeLessThan(after.indexOf('rows'));
    expect(after.indexOf('rows')).toBeLessThan(after.indexOf('drawer'));
  });

  it('stays a plain import when a chunk of its graph imports the drawer back', () => {
    const chunks = drawerBuild();
    chunks['assets/money-M0ney000.js'] = {...chunks['assets/money-M0ney000.js']!, imports: ['assets/CartDrawer-AbCd1234.js']};
    expect(withWholeGraphImports(chunks).size).toBe(0);
  });

  it('any other lazy import stays a plain import: its chunks load through the module loader', () => {
    const chunks = drawerBuild();
    chunks['assets/MobileMenuDialog-Menu0000.js'] = {...chunks['assets/CartDrawer-AbCd1234.js']!};
    chunks['assets/AddToCartButton-Add00000.js'] = {
      ...chunks['assets/AddToCartButton-Add00000.js']!,
      dynamicImports: ['assets/MobileMenuDialog-Menu0000.js'],
      code: 'export const loadMenu = () => import(`./MobileMenuDialog-Menu0000.js`);',
    };
    expect(withWholeGraphImports(chunks).size).toBe(0);
  });

  it('refuses a build whose code does not import a chunk it lists as a dynamic import', () => {
    const chunks = drawerBuild();
    chunks['assets/AddToCartButton-Add00000.js'] = {...chunks['assets/AddToCartButton-Add00000.js']!, code: 'export const loadDrawer = () => import(someUrl);'};
    expect(() => withWholeGraphImports(chunks)).toThrow(/AddToCartButton-Add00000\.js lists assets\/CartDrawer-AbCd1234\.js/);
  });

  it("the add button's file name hashes the rewrite, the shell's does not (names carry Rolldown's placeholders while hashing)", () => {
    const augment = wholeGraphImports().augmentChunkHash as (chunk: {fileName: string; dynamicImports: string[]}) => string | undefined;
    const drawer = 'assets/CartDrawer-!~{01_}~.js';
    expect(augment({fileName: 'assets/AddToCartButton-!~{01j}~.js', dynamicImports: [drawer]})).toMatch(/import/);
    expect(augment({fileName: 'assets/shell-!~{002}~.js', dynamicImports: [drawer]})).toBeUndefined();
    expect(augment({fileName: 'assets/ProductGallery-!~{01k}~.js', dynamicImports: ['assets/keen-slider-!~{01m}~.js']})).toBeUndefined();
  });
});
