// What the product's own cart endpoints ask the cart handler to do, worked out from the cart as
// it is: pure, so every rule (care plans follow their piece, entries go as a whole) is testable.
import {entryLineAttributes, reservedAttributesOf, visibleAttributes} from './cart-line-details';
import type {Attribute} from './cart-view';
import {entryKeyOf, isCarePlanLine, isLoveNoteLine, toCartView, type CartViewContext} from './cart-grouping';
import type {PlatformCart, PlatformCartLine} from './platform-cart';

export interface LineChange {
  id: string;
  quantity?: number;
  attributes?: Attribute[];
  /** A variant: add or change the entry's plan; null: remove it; absent: leave it. */
  carePlanVariantId?: string | null;
}

export interface CartMutations {
  updates: {id: string; quantity?: number; merchandiseId?: string; attributes?: Attribute[]}[];
  adds: {merchandiseId: string; quantity: number; attributes: Attribute[]}[];
  removes: string[];
}

export type PlanResult =
  | {ok: true; mutations: CartMutations}
  | {ok: false; code: 'LINE_NOT_FOUND' | 'CARE_PLAN_NOT_APPLICABLE' | 'CARE_PLANS_UNAVAILABLE'; lineId: string};

const entryLines = (cart: PlatformCart, key: string) =>
  cart.lines.nodes.filter((line) => !isLoveNoteLine(line) && entryKeyOf(line) === key);

const pieceLines = (lines: readonly PlatformCartLine[]) => lines.filter((line) => !isCarePlanLine(line));

function entryProductId(lines: readonly PlatformCartLine[]): string | undefined {
  return pieceLines(lines)[0]?.merchandise.product.id;
}

/** Plans the changes of `POST /api/updateCartLines`. */
export function planLineChanges(cart: PlatformCart, changes: readonly LineChange[], context: CartViewContext): PlanResult {
  const mutations: CartMutations = {updates: [], adds: [], removes: []};
  const view = toCartView(cart, context);
  for (const change of changes) {
    const line = cart.lines.nodes.find((l) => l.id === change.id);
    if (!line) return {ok: false, code: 'LINE_NOT_FOUND', lineId: change.id};
    const key = entryKeyOf(line);
    const lines = entryLines(cart, key);
    const pieces = pieceLines(lines);
    const carePlan = lines.find((l) => isCarePlanLine(l));
    const isMain = pieces[0]?.id === line.id;
    const quantity = change.quantity ?? (isMain ? line.quantity : pieces[0]?.quantity ?? 1);

    if (change.quantity !== undefined || change.attributes) {
      mutations.updates.push({
        id: line.id,
        ...(change.quantity !== undefined ? {quantity: change.quantity} : {}),
        // Shoppers set their own attributes; the reserved ones stay as the line had them.
        ...(change.attributes ? {attributes: [...reservedAttributesOf(line.attributes), ...visibleAttributes(change.attributes)]} : {}),
      });
    }
    const entryGoes = isMain && change.quantity === 0 && pieces.length === 1;
    if (carePlan && (entryGoes || change.carePlanVariantId === null)) {
      mutations.removes.push(carePlan.id);
      continue;
    }
    if (change.carePlanVariantId) {
      if (!view.carePlansAvailable) return {ok: false, code: 'CARE_PLANS_UNAVAILABLE', lineId: line.id};
      const entry = view.lines.find((e) => e.id === key);
      const offered = entry?.applicableCarePlans.some((p) => p.shopifyProductVariantId === change.carePlanVariantId);
      if (!offered) return {ok: false, code: 'CARE_PLAN_NOT_APPLICABLE', lineId: line.id};
      if (carePlan) {
        mutations.updates.push({id: carePlan.id, merchandiseId: change.carePlanVariantId, quantity});
      } else {
        const productId = entryProductId(lines);
        mutations.adds.push({
          merchandiseId: change.carePlanVariantId,
          quantity,
          attributes: entryLineAttributes({entry: key, role: 'care-plan', ...(productId ? {productId} : {})}),
        });
      }
    } else if (carePlan && isMain && change.quantity !== undefined && change.quantity > 0) {
      // One plan per piece: the plan's quantity follows the piece it covers.
      mutations.updates.push({id: carePlan.id, quantity: change.quantity});
    }
  }
  return {ok: true, mutations};
}

/** Plans `POST /api/removeLinesFromCart`: each named line takes its whole entry with it. */
export function planEntryRemoval(cart: PlatformCart, lineIds: readonly string[]): PlanResult {
  const removes = new Set<string>();
  for (const id of lineIds) {
    const line = cart.lines.nodes.find((l) => l.id === id);
    if (!line) return {ok: false, code: 'LINE_NOT_FOUND', lineId: id};
    if (isLoveNoteLine(line)) {
      removes.add(line.id);
      continue;
    }
    for (const member of entryLines(cart, entryKeyOf(line))) removes.add(member.id);
  }
  return {ok: true, mutations: {updates: [], adds: [], removes: [...removes]}};
}

/**
 * Plans the love-note request: the note box text is the cart note (and a cart attribute), and the
 * love-note product line is present exactly while there is a note, so the studio writes the card.
 */
export function planLoveNoteLine(cart: PlatformCart, note: string, loveNoteVariantId: string | null): CartMutations {
  const current = cart.lines.nodes.filter(isLoveNoteLine);
  const wanted = note.trim() !== '';
  if (wanted && current.length === 0 && loveNoteVariantId) {
    return {updates: [], adds: [{merchandiseId: loveNoteVariantId, quantity: 1, attributes: []}], removes: []};
  }
  if (!wanted && current.length > 0) return {updates: [], adds: [], removes: current.map((l) => l.id)};
  return {updates: [], adds: [], removes: []};
}
