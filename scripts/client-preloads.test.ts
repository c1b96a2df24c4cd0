import {describe, expect, it} from 'vitest';
import {preloadedDependencies} from './client-preloads';

const drawer = 'assets/CartDrawer-BfibSeui.js';
const drawerDeps = [drawer, 'assets/DialogFrame-oe8FhFjf.js', 'assets/react-Bcvv3v6j.js', 'assets/router-DtnW6HxB.js', 'assets/shell-CPr3qsfE.js', 'assets/rolldown-runtime-XKyaHtl9.js', 'assets/cart-code-rules-_v_ZBVeV.js'];
const fromProductPage = {hostId: 'assets/AddToCartButton-DcgO-N17.js'};

describe('preload links of lazy imports', () => {
  it("the cart drawer's import from a page with an add button preloads every chunk it needs that a page has not loaded before hydrating", () => {
    expect(preloadedDependencies(drawer, drawerDeps, fromProductPage)).toEqual([drawer, 'assets/DialogFrame-oe8FhFjf.js', 'assets/cart-code-rules-_v_ZBVeV.js']);
  });

  it("the cart drawer's import from the shell, which every page loads, preloads nothing", () => {
    expect(preloadedDependencies(drawer, drawerDeps, {hostId: 'assets/shell-CPr3qsfE.js'})).toEqual([]);
  });

  it('any other lazy import preloads nothing: its chunks load through the module loader', () => {
    expect(preloadedDependencies('assets/MobileMenuDialog-DiUJEU4a.js', ['assets/MobileMenuDialog-DiUJEU4a.js', 'assets/DialogFrame-oe8FhFjf.js'], fromProductPage)).toEqual([]);
    expect(preloadedDependencies('assets/CartDrawerNote-AbCdEfGh.js', ['assets/CartDrawerNote-AbCdEfGh.js', 'assets/DialogFrame-oe8FhFjf.js'], fromProductPage)).toEqual([]);
  });
});
