import {describe, expect, it} from 'vitest';
import {connection} from './connection';

const items = Array.from({length: 7}, (_, i) => ({id: `item-${i}`}));
const key = (item: {id: string}) => item.id;
const ids = (c: ReturnType<typeof connection<{id: string}>>) => c.nodes.map((n) => n.id);

describe('connection', () => {
  it('pages forward with first/after until the end', () => {
    const page1 = connection(items, {first: 3}, key);
    expect(ids(page1)).toEqual(['item-0', 'item-1', 'item-2']);
    expect(page1.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const page2 = connection(items, {first: 3, after: page1.pageInfo.endCursor}, key);
    expect(ids(page2)).toEqual(['item-3', 'item-4', 'item-5']);
    expect(page2.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: true});
    const page3 = connection(items, {first: 3, after: page2.pageInfo.endCursor}, key);
    expect(ids(page3)).toEqual(['item-6']);
    expect(page3.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});
  });

  it('pages backward with last/before', () => {
    const last = connection(items, {last: 3}, key);
    expect(ids(last)).toEqual(['item-4', 'item-5', 'item-6']);
    expect(last.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});
    const before = connection(items, {last: 3, before: last.pageInfo.startCursor}, key);
    expect(ids(before)).toEqual(['item-1', 'item-2', 'item-3']);
    const first = connection(items, {last: 3, before: before.pageInfo.startCursor}, key);
    expect(ids(first)).toEqual(['item-0']);
    expect(first.pageInfo.hasPreviousPage).toBe(false);
  });

  it('reverses and keeps cursors opaque and per edge', () => {
    const reversed = connection(items, {first: 2, reverse: true}, key);
    expect(ids(reversed)).toEqual(['item-6', 'item-5']);
    expect(reversed.edges[0]?.cursor).not.toContain('item');
  });

  it('requires first or last and refuses pages over 250 or bad cursors', () => {
    expect(() => connection(items, {}, key)).toThrow(/first or last/);
    expect(() => connection(items, {first: 251}, key)).toThrow(/250/);
    expect(() => connection(items, {first: 1, after: 'not-a-cursor'}, key)).toThrow(/Invalid cursor/);
  });
});
