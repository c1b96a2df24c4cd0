import {describe, expect, it} from 'vitest';
import {CompactStringColumn} from './compact-string-column';
import {DiamondColumns} from './diamond-columns';
import {fixtureDiamond, fixtureDiamonds} from './test-fixtures';

describe('CompactStringColumn', () => {
  it('round-trips identifiers, zero padding, digit-free and over-long values, and finds rows', () => {
    const values = ['LD0000042', 'gid://shopify/Product/9000000042', '1387420489', '012345678', '0', '/images/round.svg', 'x'.repeat(3) + '1'.repeat(20), 'a1b2'];
    const column = new CompactStringColumn(2);
    for (const value of values) column.push(value);
    expect(values.map((_, row) => column.get(row))).toEqual(values);
    expect(column.indexOf('012345678')).toBe(3);
    expect(column.indexOf('12345678')).toBe(-1);
    expect(column.indexOf('LD0000043')).toBe(-1);
    column.permute(Uint32Array.from([5, 0]));
    expect([column.get(0), column.get(1), column.length]).toEqual(['/images/round.svg', 'LD0000042', 2]);
  });
});

describe('DiamondColumns', () => {
  it('streams async batches and keeps rows in price order, ties in arrival order, fractional prices too', async () => {
    const stones = [...fixtureDiamonds(50)].map((d, n) => ({...d, total_sales_price: (n % 7) + 0.5}));
    async function* batches() {
      yield stones.slice(0, 20);
      yield stones.slice(20);
    }
    const columns = await DiamondColumns.build(batches());
    const rows = Array.from({length: columns.size}, (_, row) => columns.record(row));
    const expected = [...stones].sort((a, b) => a.total_sales_price - b.total_sales_price || (a.objectID < b.objectID ? -1 : 1));
    expect(rows.map((r) => r.objectID)).toEqual(expected.map((s) => s.objectID));
    const first = expected[0]!;
    expect(rows[0]).toEqual({...first, colorIndex: 0, clarityIndex: 0, cutIndex: 0, pricePerCarat: Math.round(first.total_sales_price / first.carat)});
  });

  it('lists each facet value\'s rows in row order', async () => {
    const columns = await DiamondColumns.build(fixtureDiamonds(100));
    const shape = columns.facets.shape;
    const round = shape.values.indexOf('Round');
    const {rows, offsets} = shape.postings;
    const listed = Array.from(rows.subarray(offsets[round], offsets[round + 1]));
    const expected = Array.from({length: columns.size}, (_, row) => row).filter((row) => shape.codes[row] === round);
    expect(listed).toEqual(expected);
    expect(columns.record(listed[0] as number).shape).toBe('Round');
    expect(fixtureDiamond(0).shape).toBe('Round');
  });
});
