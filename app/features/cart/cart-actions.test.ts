import {describe, expect, it, vi} from 'vitest';
import {PLANS, line, platformCart} from './model/cart-fixtures';
import {toCartView} from './model/cart-grouping';
import type {AddedPiece} from './model/cart-optimistic';

vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));

const context = {carePlans: PLANS, carePlansAvailable: true};
const studs = line({id: 'gid://shopify/CartLine/e1', productId: 'gid://shopify/Product/e', title: 'Studs', price: 300, isStatic: true});
const serverCart = toCartView(platformCart([studs]), context);
const piece: AddedPiece = {
  variantId: serverCart.lines[0]!.items[0]!.variantId,
  name: 'Studs',
  type: 'Earrings',
  variantTitle: 'Default Title',
  productHandle: 'studs',
  price: {amount: '300.0', currencyCode: 'USD'},
  image: null,
  isStatic: true,
  attributes: [],
};

/** The store and its actions, as one module graph. */
const storeModules = async () => ({...(await import('./cart-actions')), ...(await import('./cart-store'))});

// A fresh store per test: its adds on their way are module state.
const freshStore = async () => {
  vi.resetModules();
  return storeModules();
};

describe('cart store: an add to cart', () => {
  it("opens the drawer on the piece in an empty cart at once, then shows the server's cart in its place (not both)", async () => {
    const {cartActions, knowShellCount, useCartStore} = await freshStore();
    knowShellCount(0);
    cartActions.beginAdd(piece);
    expect(useCartStore.getState()).toMatchObject({open: true, loaded: true});
    expect(useCartStore.getState().cart?.lines.map((entry) => entry.items[0]?.id)).toEqual([expect.stringMatching(/^temporary:/)]);
    await cartActions.settleAdd(serverCart);
    const {cart, pending, open} = useCartStore.getState();
    expect(open).toBe(true);
    expect(pending).toEqual([]);
    expect(cart).toEqual(serverCart);
  });

  it('shows no piece while the cart it joins is unknown (the shell counted entries the store has not read)', async () => {
    const {cartActions, knowShellCount, useCartStore} = await freshStore();
    knowShellCount(2);
    cartActions.beginAdd(piece);
    expect(useCartStore.getState()).toMatchObject({open: true, loaded: false, cart: null});
  });

  it('takes the piece back out and closes the drawer it opened when the add fails', async () => {
    const {cartActions, useCartStore} = await freshStore();
    useCartStore.setState({confirmed: serverCart, cart: serverCart, loaded: true});
    cartActions.beginAdd(piece);
    expect(useCartStore.getState().cart?.lines[0]?.items[0]?.quantity).toBe(2);
    cartActions.addFailed();
    expect(useCartStore.getState()).toMatchObject({open: false, pending: [], cart: serverCart});
  });
});

// A fresh store whose love-note request answers with the cart carrying the note.
async function storeSavingLoveNotes() {
  vi.resetModules();
  const updateLoveNote = vi.fn((_cartId: string, note: string) => Promise.resolve({ok: true as const, cart: {...serverCart, requestedLoveNote: note}, issues: []}));
  vi.doMock('./cart-requests', async (importOriginal) => ({...(await importOriginal<object>()), updateLoveNote}));
  const store = await storeModules();
  vi.doUnmock('./cart-requests');
  return {...store, updateLoveNote};
}

describe('cart store: changes made while an add is on its way', () => {
  it('sends a love note typed into a brand-new cart to the cart the add made, once the add answers', async () => {
    const {cartActions, knowShellCount, useCartStore, updateLoveNote} = await storeSavingLoveNotes();
    knowShellCount(0);
    cartActions.beginAdd(piece);
    cartActions.saveLoveNote('Yours always');
    expect(useCartStore.getState().cart?.requestedLoveNote).toBe('Yours always');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(updateLoveNote).not.toHaveBeenCalled();
    await cartActions.settleAdd(serverCart);
    await cartActions.flush();
    expect(updateLoveNote).toHaveBeenCalledWith(serverCart.id, 'Yours always');
    expect(useCartStore.getState()).toMatchObject({pending: [], cart: {id: serverCart.id, requestedLoveNote: 'Yours always'}});
  });

  it('sends changes that waited on an add that failed, on the cart as it was', async () => {
    const {cartActions, useCartStore, updateLoveNote} = await storeSavingLoveNotes();
    useCartStore.setState({confirmed: serverCart, cart: serverCart, loaded: true});
    cartActions.beginAdd(piece);
    cartActions.saveLoveNote('Yours always');
    cartActions.addFailed();
    await cartActions.flush();
    expect(updateLoveNote).toHaveBeenCalledWith(serverCart.id, 'Yours always');
  });
});

describe('cart store: flush before checkout', () => {
  it('waits for an add on its way with nothing else pending, so checkout leaves with the piece saved', async () => {
    const {cartActions, knowShellCount, useCartStore} = await freshStore();
    knowShellCount(0);
    cartActions.beginAdd(piece);
    let flushed = false;
    const flushing = cartActions.flush().then(() => (flushed = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flushed).toBe(false);
    await cartActions.settleAdd(serverCart);
    await flushing;
    expect(useCartStore.getState()).toMatchObject({pending: [], cart: serverCart});
  });
});
