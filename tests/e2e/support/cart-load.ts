// Concurrent shoppers against the storefront's own cart endpoints (issue 10): each shopper runs
// its operations one after another, keeps the sequential model of what it was told succeeded, and
// in the end its cart must equal that model. Used by the load spec, the fault spec and
// `npm run bench:load`. An operation that got no answer (the stack was down) may or may not have
// happened: both outcomes are accepted, anything else is a lost or duplicated line.
import {findVariants} from './cart';
import {ApiShopper, type ViewCart} from './api-shopper';
import type {RawResponse} from './http';

const MAX_QUANTITY = 10;
const NOTES = ['', 'Always', 'Happy anniversary', 'For you', 'Love, A.'];

/** What a shopper's cart should hold: quantity per variant, and the love note. */
interface Model {
  quantities: Map<string, number>;
  note: string;
}

export interface LoadOptions {
  shoppers: number;
  operationsPerShopper: number;
  /** Called after each answered request with the shopper index and its operation count so far. */
  onProgress?: (done: number) => void;
  /** Retry an unanswered operation after this pause instead of giving up (fault tests). */
  retryUnavailableMs?: number;
  deadlineMs?: number;
}

export interface LoadReport {
  shoppers: number;
  operations: number;
  requests: number;
  /** 5xx answers (other than 502/503 during a fault window when retrying). */
  serverErrors: number;
  unavailable: number;
  unexpected: string[];
  lostLines: number;
  duplicatedLines: number;
  mismatchedCarts: string[];
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

type Operation =
  | {kind: 'add'; variant: string; quantity: number}
  | {kind: 'update'; variant: string; quantity: number}
  | {kind: 'remove'; variant: string}
  | {kind: 'note'; note: string}
  | {kind: 'read'};

/** A deterministic pseudo-random sequence per shopper, so a failing run can be replayed. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

function nextOperation(model: Model, variants: string[], rand: () => number): Operation {
  const held = [...model.quantities.keys()];
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const roll = rand();
  if (roll < 0.35 || held.length === 0) {
    const room = variants.filter((v) => (model.quantities.get(v) ?? 0) < MAX_QUANTITY);
    if (room.length) {
      const variant = pick(room);
      return {kind: 'add', variant, quantity: 1 + Math.floor(rand() * Math.min(3, MAX_QUANTITY - (model.quantities.get(variant) ?? 0)))};
    }
  }
  if (roll < 0.6 && held.length) return {kind: 'update', variant: pick(held), quantity: 1 + Math.floor(rand() * MAX_QUANTITY)};
  if (roll < 0.75 && held.length) return {kind: 'remove', variant: pick(held)};
  if (roll < 0.85) return {kind: 'note', note: pick(NOTES)};
  return {kind: 'read'};
}

/** Quantity per catalogue variant in the cart (the love-note line is the note's, not the shopper's). */
function quantitiesOf(cart: ViewCart | null, variants: Set<string>): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const entry of cart?.lines ?? []) {
    for (const item of entry.items) {
      if (item.isCarePlan || !variants.has(item.variantId)) continue;
      quantities.set(item.variantId, (quantities.get(item.variantId) ?? 0) + item.quantity);
    }
  }
  return quantities;
}

function applied(model: Model, op: Operation): Model {
  const quantities = new Map(model.quantities);
  if (op.kind === 'add') quantities.set(op.variant, (quantities.get(op.variant) ?? 0) + op.quantity);
  if (op.kind === 'update') quantities.set(op.variant, op.quantity);
  if (op.kind === 'remove') quantities.delete(op.variant);
  return {quantities, note: op.kind === 'note' ? op.note : model.note};
}

function sameQuantities(a: Map<string, number>, b: Map<string, number>) {
  return a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
}

const matches = (model: Model, cart: ViewCart | null, variants: Set<string>) =>
  sameQuantities(model.quantities, quantitiesOf(cart, variants)) && (cart?.requestedLoveNote ?? '') === model.note;

function lineIdOf(cart: ViewCart | null, variant: string): string | undefined {
  for (const entry of cart?.lines ?? []) for (const item of entry.items) if (item.variantId === variant && !item.isCarePlan) return item.id;
  return undefined;
}

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Ready-made pieces with plenty of stock: their lines never hit a stock warning. */
export async function loadVariants() {
  const found = await findVariants('product_type:"Earrings" -tag:BADGE_ONLY_ONE_LEFT', 6).catch(() => findVariants('product_type:"Earrings"', 3));
  return found.map((v) => v.variantId);
}

export async function runCartLoad(options: LoadOptions, variantIds?: string[]): Promise<LoadReport> {
  const variants = variantIds ?? (await loadVariants());
  const variantSet = new Set(variants);
  const latencies: number[] = [];
  const report = {requests: 0, serverErrors: 0, unavailable: 0, unexpected: [] as string[], operations: 0, lostLines: 0, duplicatedLines: 0, mismatchedCarts: [] as string[]};
  const deadline = Date.now() + (options.deadlineMs ?? 30 * 60_000);
  const started = Date.now();

  async function timed(shopper: ApiShopper, call: (s: ApiShopper) => Promise<RawResponse>): Promise<RawResponse | null> {
    const t0 = performance.now();
    let response: RawResponse | null;
    try {
      response = await call(shopper);
    } catch {
      response = null;
    }
    latencies.push(performance.now() - t0);
    report.requests++;
    if (!response || response.status === 502 || response.status === 503) report.unavailable++;
    else if (response.status >= 500) report.serverErrors++;
    return response;
  }

  async function runShopper(index: number) {
    const shopper = new ApiShopper();
    const rand = random(0x9e3779b9 ^ (index * 7919));
    let model: Model = {quantities: new Map(), note: ''};
    let cart: ViewCart | null = null;

    const request = (op: Operation) => (s: ApiShopper) => {
      switch (op.kind) {
        case 'add':
          // The CartForm fetcher's own request: its status is the action's, whatever the page's loaders do.
          return s.postForm('/shop/cart.data', {cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: op.variant, quantity: op.quantity}]}})});
        case 'update':
          return s.postJson('/api/updateCartLines', {input: {cartId: cart!.id, lines: [{id: lineIdOf(cart, op.variant)!, quantity: op.quantity}]}});
        case 'remove':
          return s.postJson('/api/removeLinesFromCart', {cartId: cart!.id, lineIds: [lineIdOf(cart, op.variant)!]});
        case 'note':
          return s.postJson('/api/updateCartLoveNoteRequest', {input: {cartId: cart!.id, requestedLoveNote: op.note}});
        case 'read':
          return s.send('/api/cart');
      }
    };

    /** The cart as the server has it, waiting out an outage when retrying. */
    async function readCart(): Promise<ViewCart | null | undefined> {
      for (;;) {
        const response = await timed(shopper, (s) => s.send('/api/cart'));
        if (response?.status === 200) return (JSON.parse(response.body) as {cart: ViewCart | null}).cart;
        if (!options.retryUnavailableMs || Date.now() > deadline) return undefined;
        await new Promise((r) => setTimeout(r, options.retryUnavailableMs));
      }
    }

    for (let i = 0; i < options.operationsPerShopper; i++) {
      let op = nextOperation(model, variants, rand);
      // Until a cart exists there is nothing to update, remove or annotate.
      if (!cart && op.kind !== 'add') op = {kind: 'add', variant: variants[i % variants.length]!, quantity: 1};
      const response = await timed(shopper, request(op));
      report.operations++;
      options.onProgress?.(report.operations);
      const ok = response && response.status >= 200 && response.status < 300;
      if (ok) {
        model = applied(model, op);
        if (op.kind === 'add' || op.kind === 'read') cart = await readCart() ?? cart;
        else cart = (JSON.parse(response.body) as {cart: ViewCart | null}).cart;
        if (op.kind === 'read' && !matches(model, cart, variantSet)) report.unexpected.push(`shopper ${index} op ${i}: read differs from the model`);
        continue;
      }
      if (response && response.status < 500) {
        report.unexpected.push(`shopper ${index} op ${i} ${op.kind}: ${response.status} ${response.body.slice(0, 160)}`);
        continue;
      }
      // No answer, or the platform was unreachable: the change may or may not have landed.
      if (!options.retryUnavailableMs) continue;
      const now = await readCart();
      if (now === undefined) return;
      const ifApplied = applied(model, op);
      if (matches(ifApplied, now, variantSet)) model = ifApplied;
      else if (!matches(model, now, variantSet)) report.unexpected.push(`shopper ${index} op ${i} ${op.kind}: after an outage the cart matches neither outcome`);
      cart = now;
    }

    const final = await readCart();
    if (final === undefined) {
      report.mismatchedCarts.push(`shopper ${index}: cart unreadable at the end`);
      return;
    }
    const actual = quantitiesOf(final, variantSet);
    for (const [variant, quantity] of model.quantities) {
      const got = actual.get(variant) ?? 0;
      if (got < quantity) report.lostLines++;
      if (got > quantity) report.duplicatedLines++;
    }
    for (const variant of actual.keys()) if (!model.quantities.has(variant)) report.duplicatedLines++;
    if (!matches(model, final, variantSet)) report.mismatchedCarts.push(`shopper ${index}: ${JSON.stringify([...model.quantities])} note "${model.note}" vs ${JSON.stringify([...actual])} note "${final?.requestedLoveNote ?? ''}"`);
  }

  await Promise.all(Array.from({length: options.shoppers}, (_, i) => runShopper(i)));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    shoppers: options.shoppers,
    ...report,
    seconds,
    requestsPerSecond: report.requests / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}
