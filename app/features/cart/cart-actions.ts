// Changes to the cart store (spec §4): the cart as the server last confirmed it, plus changes still
// on their way, shown at once. Requests go out one at a time, in order, so the last answer is the
// server's cart after every click, and the UI ends equal to it.
import {CART_DRAWER_SHOWN_MARK, CART_LINE_UPDATE_DEBOUNCE_MS} from '~/config/cart';
import {TEMPORARY_ITEM_ID_PREFIX} from '~/config/care-plans';
import type {CartIssue} from '~/features/cart/model/cart-issues';
import {emptyCartView, withAddedPiece, withCarePlan, withItemOption, withItemQuantity, withLoveNote, withoutItems, type AddedPiece} from '~/features/cart/model/cart-optimistic';
import type {CarePlan, CartView} from '~/features/cart/model/cart-view';
import {fetchCart, removeLinesFromCart, updateCartLines, updateLoveNote, type CartResponse} from './cart-requests';
import {useCartStore, type PendingChange, type Transform} from './cart-store';

const set = useCartStore.setState;
const get = useCartStore.getState;

function displayed(confirmed: CartView | null, pending: readonly PendingChange[]): CartView | null {
  // Without a cart yet, only a pending add can make one: it starts from an empty cart.
  const base = confirmed ?? (pending.length > 0 ? emptyCartView('USD') : null);
  return base ? pending.reduce((cart, change) => change.apply(cart), base) : null;
}

let nextId = 1;
let queue: Promise<unknown> = Promise.resolve();
/** Adds on their way, oldest first: the change showing the piece (if any) and whether the add opened the drawer. */
const adds: {changeId: number | null; opened: boolean}[] = [];
/**
 * Resolves when no add is on its way. An add goes out through the route's action, not this queue,
 * so changes wait for it here: on a cart the add is making, they need the id it answers with.
 */
let addsSettled: Promise<void> = Promise.resolve();
let resolveAddsSettled: (() => void) | null = null;

function addBegun() {
  if (!resolveAddsSettled) addsSettled = new Promise((resolve) => (resolveAddsSettled = resolve));
}

function addEnded() {
  if (adds.length > 0 || !resolveAddsSettled) return;
  resolveAddsSettled();
  resolveAddsSettled = null;
}
/** Quantity clicks not yet sent, per item: the latest click wins once the shopper pauses. */
const debounced = new Map<string, {changeId: number; timer: ReturnType<typeof setTimeout>; send: () => void}>();

function addPending(apply: Transform): number {
  const id = nextId++;
  const pending = [...get().pending, {id, apply}];
  set({pending, cart: displayed(get().confirmed, pending)});
  return id;
}

function replacePending(id: number, apply: Transform) {
  const pending = get().pending.map((change) => (change.id === id ? {id, apply} : change));
  set({pending, cart: displayed(get().confirmed, pending)});
}

/** The bench's add-to-drawer end mark, on the frame after the store's (synchronously rendered) update. */
const markDrawerShown = () => requestAnimationFrame(() => performance.mark(CART_DRAWER_SHOWN_MARK));

export async function refreshCart() {
  set({loading: true});
  const answer = await fetchCart();
  const confirmed = answer.ok ? answer.cart : get().confirmed;
  set((state) => ({
    confirmed,
    cart: displayed(confirmed, state.pending),
    loaded: answer.ok || state.loaded,
    loading: false,
    issues: answer.ok ? state.issues : answer.issues,
  }));
}

function settle(changeId: number, answer: CartResponse) {
  const pending = get().pending.filter((change) => change.id !== changeId);
  const confirmed = answer.cart ?? get().confirmed;
  // A refused change simply drops out: the cart shown is the previous one plus later changes.
  set({
    pending,
    confirmed,
    cart: displayed(confirmed, pending),
    issues: answer.issues,
  });
  if (!answer.ok && answer.refetch) void refreshCart();
}

/** Sends a change after those before it and any add on its way; `request` reads the cart id when it actually goes out. */
function enqueue(changeId: number, request: (cartId: string) => Promise<CartResponse>) {
  queue = queue.then(async () => {
    await addsSettled;
    const cartId = get().confirmed?.id;
    if (!cartId) return settle(changeId, {ok: false, cart: null, issues: [], refetch: true});
    settle(changeId, await request(cartId));
  });
}

/**
 * A change whose effect only the platform knows (a discount code, a gift card): nothing to show
 * until it answers, sent in turn after the changes before it. The code boxes load it with the drawer.
 */
export function sendInTurn(request: (cartId: string) => Promise<CartResponse>): Promise<unknown> {
  enqueue(addPending((cart) => cart), request);
  return queue;
}

export const cartActions = {
  setOpen(open: boolean) {
    set({open});
    if (open && !get().loaded && !get().loading) void refreshCart();
  },

  /**
   * An add to cart is sent: the drawer opens at once, showing the piece added to the cart as it
   * stands, when the store knows that cart (or the page shell counted none). The add's answer
   * then settles it (`settleAdd`, `addFailed`).
   */
  beginAdd(piece: AddedPiece | null) {
    const {open, loaded, shellCount} = get();
    let changeId: number | null = null;
    if (piece && (loaded || shellCount === 0)) {
      // The shell counted no entries: the cart is empty (or not made yet), as the store would read it.
      if (!loaded) set({loaded: true, confirmed: null});
      const temporaryId = `${TEMPORARY_ITEM_ID_PREFIX}${nextId}`;
      changeId = addPending((cart) => withAddedPiece(cart, piece, temporaryId));
    }
    adds.push({changeId, opened: !open});
    addBegun();
    set({open: true});
    // The store's update renders synchronously; the next frame shows the drawer with the piece.
    if (changeId !== null) markDrawerShown();
  },

  /** An add succeeded: the cart it answered with (else the cart read again) replaces what the drawer showed. */
  async settleAdd(cart: CartView | null) {
    const add = adds.shift();
    const pending = get().pending.filter((change) => change.id !== add?.changeId);
    if (!add) set({open: true});
    if (cart) set({pending, confirmed: cart, cart: displayed(cart, pending), loaded: true});
    else {
      set((state) => ({pending, cart: displayed(state.confirmed, pending)}));
      await refreshCart();
    }
    // An add that showed no piece at the click shows the new cart now.
    if (add?.changeId == null) markDrawerShown();
    addEnded();
  },

  /** An add was refused or never arrived: the piece drops out, and a drawer the add opened closes on the button's message. */
  addFailed() {
    const add = adds.shift();
    if (!add) return;
    const pending = get().pending.filter((change) => change.id !== add.changeId);
    set((state) => ({pending, cart: displayed(state.confirmed, pending), open: add.opened ? false : state.open}));
    addEnded();
  },

  /** Server-rendered cart (the cart page loader) and the issues it came with; ignored while changes are still pending. */
  hydrate(cart: CartView | null, issues?: CartIssue[]) {
    if (get().pending.length > 0) return;
    set({confirmed: cart, cart, loaded: true, ...(issues ? {issues} : {})});
  },

  clearIssues() {
    set({issues: []});
  },

  /** Spec §4: applied at once, sent after a 500 ms pause, rolled back if refused. */
  changeQuantity(itemId: string, quantity: number) {
    const apply: Transform = (cart) => withItemQuantity(cart, itemId, quantity);
    const waiting = debounced.get(itemId);
    if (waiting) {
      clearTimeout(waiting.timer);
      replacePending(waiting.changeId, apply);
    }
    const changeId = waiting?.changeId ?? addPending(apply);
    const send = () => {
      debounced.delete(itemId);
      enqueue(changeId, (cartId) => updateCartLines(cartId, {id: itemId, quantity}));
    };
    debounced.set(itemId, {changeId, send, timer: setTimeout(send, CART_LINE_UPDATE_DEBOUNCE_MS)});
  },

  /** Removes the entry the item belongs to, care plan and all. */
  removeEntry(entryId: string) {
    const entry = get().cart?.lines.find((e) => e.id === entryId);
    if (!entry) return;
    const ids = entry.items.map((item) => item.id);
    for (const id of ids) {
      const waiting = debounced.get(id);
      if (waiting) {
        clearTimeout(waiting.timer);
        debounced.delete(id);
        set((state) => ({pending: state.pending.filter((change) => change.id !== waiting.changeId)}));
      }
    }
    const changeId = addPending((cart) => withoutItems(cart, ids));
    const lineIds = ids.filter((id) => !id.startsWith(TEMPORARY_ITEM_ID_PREFIX));
    enqueue(changeId, (cartId) => removeLinesFromCart(cartId, lineIds));
  },

  /** Adds, changes (a plan) or removes (null) the entry's care plan. */
  setCarePlan(entryId: string, plan: CarePlan | null) {
    const entry = get().cart?.lines.find((e) => e.id === entryId);
    const anchor = entry?.items.find((item) => !item.isCarePlan && !item.id.startsWith(TEMPORARY_ITEM_ID_PREFIX));
    if (!anchor) return;
    const temporaryId = `${TEMPORARY_ITEM_ID_PREFIX}${nextId}`;
    const changeId = addPending((cart) => withCarePlan(cart, entryId, plan, temporaryId));
    enqueue(changeId, (cartId) =>
      updateCartLines(cartId, {id: anchor.id, carePlanVariantId: plan ? plan.shopifyProductVariantId : null}),
    );
  },

  setOption(itemId: string, optionName: string, value: string) {
    const changeId = addPending((cart) => withItemOption(cart, itemId, optionName, value));
    enqueue(changeId, (cartId) => {
      // The attributes as they will be: read when the request goes out, after earlier changes.
      const item = get()
        .cart?.lines.flatMap((e) => e.items)
        .find((i) => i.id === itemId);
      return updateCartLines(cartId, {id: itemId, attributes: item?.attributes ?? []});
    });
  },

  saveLoveNote(note: string) {
    const changeId = addPending((cart) => withLoveNote(cart, note));
    enqueue(changeId, (cartId) => updateLoveNote(cartId, note));
  },

  /**
   * Sends every waiting quantity change now and resolves once every add and change on its way is
   * saved: checkout leaves the page with the cart the shopper sees.
   */
  async flush() {
    for (const waiting of [...debounced.values()]) {
      clearTimeout(waiting.timer);
      waiting.send();
    }
    await addsSettled;
    await queue;
  },
};

export const isTemporaryItem = (itemId: string) => itemId.startsWith(TEMPORARY_ITEM_ID_PREFIX);
