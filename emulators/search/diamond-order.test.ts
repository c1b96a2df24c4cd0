// The replica orders over synthetic columns: many distinct values (buckets shared by neighbouring
// values), missing values and heavy ties, against a plain stable sort.
import {describe, expect, it} from 'vitest';
import {attributeOrder, denseRanks, priceDescending} from './diamond-order';

function reference(values: Float64Array, selection: number[], direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...selection].sort((a, b) => {
    const x = values[a] as number;
    const y = values[b] as number;
    if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
    return Number.isNaN(x) ? 0 : sign * (x - y);
  });
}

describe('attribute orders', () => {
  const size = 50_000;
  // 20,000 distinct values (more than one a bucket), every 97th stone without one.
  const values = Float64Array.from({length: size}, (_, row) => (row % 97 === 0 ? Number.NaN : (row * 7_919) % 20_000));
  const ranks = denseRanks(values, size);
  const selection = Uint32Array.from({length: size}, (_, row) => row).filter((row) => row % 3 !== 1);
  const selected = Array.from(selection);

  it.each(['asc', 'desc'] as const)('pages %s in value order, ties in row order, missing values last', (direction) => {
    const order = attributeOrder(ranks, direction);
    const expected = reference(values, selected, direction);
    for (const [from, to] of [[0, 24], [24, 48], [976, 1000], [selected.length - 30, selected.length + 10]] as const) {
      expect(order.window(selection, selection.length, from, to)).toEqual(expected.slice(from, to));
    }
  });

  it('answers a window past the matches with nothing', () => {
    expect(attributeOrder(ranks, 'asc').window(selection, 10, 24, 48)).toEqual([]);
  });

  it('keeps row order among equal grades', () => {
    const grades = Float64Array.from({length: 1000}, (_, row) => row % 4);
    const all = Uint32Array.from({length: 1000}, (_, row) => row);
    const order = attributeOrder(denseRanks(grades, 1000), 'desc');
    expect(order.window(all, 1000, 0, 300)).toEqual([...Array.from({length: 250}, (_, i) => 3 + 4 * i), ...Array.from({length: 50}, (_, i) => 2 + 4 * i)]);
  });
});

describe('price descending', () => {
  it('lists the dearest first, stones of one price in row order', () => {
    const prices = Float64Array.from([100, 100, 200, 200, 200, 300]);
    const all = Uint32Array.from([0, 1, 2, 3, 4, 5]);
    const order = priceDescending(prices);
    expect(order.window(all, 6, 0, 6)).toEqual([5, 2, 3, 4, 0, 1]);
    expect(order.window(all, 6, 2, 5)).toEqual([3, 4, 0]);
  });
});
