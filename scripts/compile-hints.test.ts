import {describe, expect, it} from 'vitest';
import {ALL_FUNCTIONS_CALLED_ON_LOAD, chunksToHint, withCompileHint} from './compile-hints';

/** A build like the browser's: two routes share the framework and the shell; one island is lazy. */
const chunk = (fileName: string, imports: string[] = [], isEntry = false) => ({fileName, name: fileName.replace(/-\w+\.js$/, ''), isEntry, imports});
const build = [
  chunk('react-R.js'),
  chunk('router-T.js', ['react-R.js']),
  chunk('shell-S.js', ['react-R.js', 'router-T.js']),
  chunk('entry.client-E.js', ['react-R.js', 'router-T.js', 'shell-S.js'], true),
  chunk('product-P.js', ['shell-S.js', 'gallery-G.js'], true),
  chunk('gallery-G.js', ['react-R.js']),
  chunk('cart-C.js', ['shell-S.js', 'drawer-D.js'], true),
  // Lazy on the product page (its import() is not in `imports`), first load of the cart page.
  chunk('drawer-D.js', ['react-R.js', 'rows-W.js']),
  chunk('rows-W.js'),
  // Reached only through import().
  chunk('SearchIsland-I.js', ['react-R.js', 'instantsearch-N.js']),
  chunk('instantsearch-N.js'),
];

describe('the chunks that carry the compile hint', () => {
  it('are the framework and the chunks outside every first load', () => {
    expect([...chunksToHint(build, ['react', 'router'])].sort()).toEqual(['SearchIsland-I.js', 'instantsearch-N.js', 'react-R.js', 'router-T.js']);
  });

  it('leave out a chunk any route loads before hydrating, the shell and route chunks included', () => {
    const hinted = chunksToHint(build, ['react', 'router']);
    for (const firstLoad of ['shell-S.js', 'entry.client-E.js', 'product-P.js', 'gallery-G.js', 'drawer-D.js', 'rows-W.js']) expect(hinted.has(firstLoad)).toBe(false);
  });
});

describe('the compile hint', () => {
  it('goes on the first line, once', () => {
    const code = 'export const a = () => 1;';
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint(withCompileHint(code))).toBe(ALL_FUNCTIONS_CALLED_ON_LOAD + code);
  });
});
