import {describe, expect, it} from 'vitest';
import type {CartRecord} from '../db/records';
import {
  addLines,
  attributeErrors,
  DEFAULT_CART_LIMITS,
  noteErrors,
  removeLines,
  updateLines,
  type MerchandiseFacts,
} from './cart-rules';

const facts: Record<string, MerchandiseFacts> = {
  untracked: {title: 'Ring', quantityAvailable: null, isDiamond: false},
  three: {title: 'Band', quantityAvailable: 3, isDiamond: false},
  soldOut: {title: 'Pendant', quantityAvailable: 0, isDiamond: false},
  diamond: {title: 'Diamond', quantityAvailable: 1, isDiamond: true},
};
const lookup = (id: string) => facts[id] ?? null;
const limits = DEFAULT_CART_LIMITS;

function cart(lines: CartRecord['lines'] = []): CartRecord {
  return {
    token: 't', key: 'k', lines, note: '', attributes: [], discountCodes: [],
    buyerIdentity: {email: null, phone: null, countryCode: 'US', customerId: null},
    createdAt: '', updatedAt: '', completedAt: null, orderId: null,
  };
}

function idFactory() {
  let n = 0;
  return () => `line-${++n}`;
}

const line = (id: string, merchandiseId: string, quantity: number) => ({id, merchandiseId, quantity, attributes: []});

describe('addLines', () => {
  it('adds a line with quantity 1 by default', () => {
    const result = addLines(cart(), [{merchandiseId: 'untracked'}], lookup, limits, idFactory());
    expect(result).toEqual({ok: true, warnings: [], lines: [line('line-1', 'untracked', 1)]});
  });

  it('merges the same merchandise with the same attributes, keeps different attributes apart', () => {
    const start = cart([{...line('a', 'untracked', 1), attributes: [{key: 'engraving', value: 'A'}]}]);
    const result = addLines(start, [
      {merchandiseId: 'untracked', quantity: 2, attributes: [{key: 'engraving', value: 'A'}]},
      {merchandiseId: 'untracked', quantity: 1, attributes: [{key: 'engraving', value: 'B'}]},
    ], lookup, limits, idFactory());
    expect(result.ok && result.lines.map((l) => [l.id, l.quantity])).toEqual([['a', 3], ['line-1', 1]]);
  });

  it('rejects unknown merchandise with INVALID_MERCHANDISE_LINE and changes nothing', () => {
    const start = cart([line('a', 'untracked', 1)]);
    const before = structuredClone(start);
    const result = addLines(start, [{merchandiseId: 'untracked'}, {merchandiseId: 'missing'}], lookup, limits, idFactory());
    expect(result).toEqual({ok: false, userErrors: [{
      field: ['lines', '1', 'merchandiseId'], code: 'INVALID_MERCHANDISE_LINE', message: 'The merchandise with id missing does not exist.',
    }]});
    expect(start).toEqual(before);
  });

  it('rejects a quantity below 1 with INVALID', () => {
    const result = addLines(cart(), [{merchandiseId: 'untracked', quantity: 0}], lookup, limits, idFactory());
    expect(!result.ok && result.userErrors[0]).toMatchObject({code: 'INVALID', field: ['lines', '0', 'quantity']});
  });

  it('rejects more than the per-line maximum with MAXIMUM_EXCEEDED, counting merged quantities', () => {
    const start = cart([line('a', 'untracked', 8)]);
    const result = addLines(start, [{merchandiseId: 'untracked', quantity: 3}], lookup, limits, idFactory());
    expect(!result.ok && result.userErrors[0]?.code).toBe('MAXIMUM_EXCEEDED');
    expect(start.lines[0]?.quantity).toBe(8);
  });

  it('allows one of a loose diamond per line', () => {
    expect(addLines(cart(), [{merchandiseId: 'diamond'}], lookup, limits, idFactory()).ok).toBe(true);
    const twice = addLines(cart([line('a', 'diamond', 1)]), [{merchandiseId: 'diamond'}], lookup, limits, idFactory());
    expect(!twice.ok && twice.userErrors[0]?.code).toBe('MAXIMUM_EXCEEDED');
  });

  it('caps the quantity at stock with a MERCHANDISE_NOT_ENOUGH_STOCK warning', () => {
    const result = addLines(cart(), [{merchandiseId: 'three', quantity: 5}], lookup, limits, idFactory());
    expect(result.ok && result.lines[0]?.quantity).toBe(3);
    expect(result.ok && result.warnings).toEqual([expect.objectContaining({code: 'MERCHANDISE_NOT_ENOUGH_STOCK', target: 'line-1'})]);
  });

  it('leaves out sold-out merchandise with a MERCHANDISE_OUT_OF_STOCK warning', () => {
    const result = addLines(cart(), [{merchandiseId: 'soldOut'}, {merchandiseId: 'untracked'}], lookup, limits, idFactory());
    expect(result.ok && result.lines.map((l) => l.merchandiseId)).toEqual(['untracked']);
    expect(result.ok && result.warnings).toEqual([expect.objectContaining({code: 'MERCHANDISE_OUT_OF_STOCK', target: 'soldOut'})]);
  });

  it('rejects more than 250 lines in one request', () => {
    const inputs = Array.from({length: 251}, () => ({merchandiseId: 'untracked'}));
    const result = addLines(cart(), inputs, lookup, limits, idFactory());
    expect(result).toEqual({ok: false, userErrors: [{
      field: ['lines'], code: 'INVALID', message: 'The input array size of 251 is greater than the maximum allowed of 250.',
    }]});
  });

  it('uses the given field prefix (cartCreate input)', () => {
    const result = addLines(cart(), [{merchandiseId: 'missing'}], lookup, limits, idFactory(), ['input', 'lines']);
    expect(!result.ok && result.userErrors[0]?.field).toEqual(['input', 'lines', '0', 'merchandiseId']);
  });
});

describe('updateLines', () => {
  const start = () => cart([line('a', 'untracked', 2), line('b', 'three', 1)]);

  it('sets quantities and removes lines updated to 0', () => {
    const result = updateLines(start(), [{id: 'a', quantity: 0}, {id: 'b', quantity: 2}], lookup, limits);
    expect(result).toEqual({ok: true, warnings: [], lines: [line('b', 'three', 2)]});
  });

  it('rejects an unknown line id with INVALID and changes nothing', () => {
    const original = start();
    const result = updateLines(original, [{id: 'a', quantity: 5}, {id: 'zzz', quantity: 1}], lookup, limits);
    expect(!result.ok && result.userErrors).toEqual([expect.objectContaining({code: 'INVALID', field: ['lines', '1', 'id']})]);
    expect(original.lines[0]?.quantity).toBe(2);
  });

  it('rejects a negative quantity and more than the maximum', () => {
    const negative = updateLines(start(), [{id: 'a', quantity: -1}], lookup, limits);
    expect(!negative.ok && negative.userErrors[0]?.code).toBe('INVALID');
    const tooMany = updateLines(start(), [{id: 'a', quantity: 11}], lookup, limits);
    expect(!tooMany.ok && tooMany.userErrors[0]).toMatchObject({code: 'MAXIMUM_EXCEEDED', field: ['lines', '0', 'quantity']});
  });

  it('caps at stock with a warning', () => {
    const result = updateLines(start(), [{id: 'b', quantity: 9}], lookup, limits);
    expect(result.ok && result.lines[1]?.quantity).toBe(3);
    expect(result.ok && result.warnings[0]?.code).toBe('MERCHANDISE_NOT_ENOUGH_STOCK');
  });

  it('switches merchandise and replaces attributes', () => {
    const result = updateLines(start(), [{id: 'a', merchandiseId: 'diamond', quantity: 1, attributes: [{key: '_builder', value: 'x'}]}], lookup, limits);
    expect(result.ok && result.lines[0]).toEqual({id: 'a', merchandiseId: 'diamond', quantity: 1, attributes: [{key: '_builder', value: 'x'}]});
    const unknown = updateLines(start(), [{id: 'a', merchandiseId: 'missing'}], lookup, limits);
    expect(!unknown.ok && unknown.userErrors[0]?.code).toBe('INVALID_MERCHANDISE_LINE');
  });
});

describe('removeLines', () => {
  it('removes the given lines', () => {
    const result = removeLines(cart([line('a', 'untracked', 1), line('b', 'three', 1)]), ['a'], limits);
    expect(result.ok && result.lines.map((l) => l.id)).toEqual(['b']);
  });

  it('rejects unknown line ids and removes nothing', () => {
    const result = removeLines(cart([line('a', 'untracked', 1)]), ['a', 'nope'], limits);
    expect(result).toEqual({ok: false, userErrors: [{field: ['lineIds', '1'], code: 'INVALID', message: 'The line with id nope does not exist.'}]});
  });
});

describe('notes and attributes', () => {
  it('accepts a note at the limit and rejects one past it with NOTE_TOO_LONG', () => {
    expect(noteErrors('x'.repeat(limits.maxNoteLength), limits)).toEqual([]);
    expect(noteErrors('x'.repeat(limits.maxNoteLength + 1), limits)).toEqual([expect.objectContaining({code: 'NOTE_TOO_LONG', field: ['note']})]);
  });

  it('rejects blank attribute keys', () => {
    expect(attributeErrors([{key: ' ', value: 'v'}], limits)[0]).toMatchObject({code: 'INVALID', field: ['attributes', '0', 'key']});
  });
});

describe('nested lines (CartLineInput.parent)', () => {
  it('nests a line under a parent named by line id or by a merchandise added in the same request', () => {
    const start = cart([line('ring', 'untracked', 1)]);
    const byId = addLines(start, [{merchandiseId: 'three', parent: {lineId: 'ring'}}], lookup, limits, idFactory());
    expect(byId).toMatchObject({ok: true, lines: [line('ring', 'untracked', 1), {...line('line-1', 'three', 1), parentLineId: 'ring'}]});
    const sameRequest = addLines(cart(), [{merchandiseId: 'three', parent: {merchandiseId: 'untracked'}}, {merchandiseId: 'untracked'}], lookup, limits, idFactory());
    expect(sameRequest).toMatchObject({ok: true, lines: [line('line-1', 'untracked', 1), {...line('line-2', 'three', 1), parentLineId: 'line-1'}]});
  });

  it('keeps a nested line apart from the same merchandise on its own', () => {
    const start = cart([line('ring', 'untracked', 1), line('plan', 'three', 1)]);
    const result = addLines(start, [{merchandiseId: 'three', parent: {lineId: 'ring'}}], lookup, limits, idFactory());
    expect(result.ok && result.lines.map((l) => [l.id, l.quantity, l.parentLineId ?? null])).toEqual([['ring', 1, null], ['plan', 1, null], ['line-1', 1, 'ring']]);
  });

  it('refuses a missing parent, an ambiguous reference and a second level of nesting, changing nothing', () => {
    const start = cart([line('ring', 'untracked', 1), {...line('plan', 'three', 1), parentLineId: 'ring'}]);
    const refuse = (parent: {lineId?: string; merchandiseId?: string}) =>
      addLines(start, [{merchandiseId: 'untracked', parent}], lookup, limits, idFactory());
    expect(refuse({lineId: 'nope'})).toEqual({ok: false, userErrors: [{field: ['lines', '0', 'parent'], code: 'PARENT_LINE_NOT_FOUND', message: 'The parent line does not exist in the cart.'}]});
    expect(refuse({lineId: 'ring', merchandiseId: 'untracked'})).toMatchObject({ok: false, userErrors: [{code: 'PARENT_LINE_INVALID_REFERENCE'}]});
    expect(refuse({})).toMatchObject({ok: false, userErrors: [{code: 'PARENT_LINE_INVALID_REFERENCE'}]});
    expect(refuse({lineId: 'plan'})).toMatchObject({ok: false, userErrors: [{code: 'PARENT_LINE_NESTING_TOO_DEEP'}]});
  });

  it('removes nested lines with their parent, by removal or by quantity 0', () => {
    const start = cart([line('ring', 'untracked', 1), {...line('plan', 'three', 1), parentLineId: 'ring'}, line('other', 'three', 2)]);
    expect(removeLines(start, ['ring'], limits)).toEqual({ok: true, warnings: [], lines: [line('other', 'three', 2)]});
    expect(updateLines(start, [{id: 'ring', quantity: 0}], lookup, limits)).toEqual({ok: true, warnings: [], lines: [line('other', 'three', 2)]});
  });
});
