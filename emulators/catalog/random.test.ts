import {describe, expect, it} from 'vitest';
import {Random, WeightedTable} from './random';

describe('Random', () => {
  it('repeats the same stream for the same seed and salts', () => {
    const a = new Random(42, 'x', 7);
    const b = new Random(42, 'x', 7);
    const drawsA = Array.from({length: 100}, () => a.nextUint32());
    const drawsB = Array.from({length: 100}, () => b.nextUint32());
    expect(drawsA).toEqual(drawsB);
  });

  it('gives independent streams for different seeds and salts', () => {
    const first = (r: Random) => Array.from({length: 8}, () => r.nextUint32());
    expect(first(new Random(1))).not.toEqual(first(new Random(2)));
    expect(first(new Random(1, 'a'))).not.toEqual(first(new Random(1, 'b')));
    expect(first(new Random(1, 0))).not.toEqual(first(new Random(1, 1)));
  });

  it('keeps helpers within their ranges', () => {
    const r = new Random(7);
    for (let i = 0; i < 2000; i++) {
      const f = r.next();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      const k = r.int(3, 9);
      expect(Number.isInteger(k) && k >= 3 && k <= 9).toBe(true);
      expect(r.lognormal(0, 1)).toBeGreaterThan(0);
    }
  });

  it('draws normals with the requested mean and spread', () => {
    const r = new Random(11);
    const xs = Array.from({length: 20_000}, () => r.normal(5, 2));
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
    expect(mean).toBeCloseTo(5, 1);
    expect(sd).toBeCloseTo(2, 1);
  });

  it('shuffles into a permutation and samples distinct items', () => {
    const r = new Random(3);
    const items = Array.from({length: 50}, (_, i) => i);
    const shuffled = r.shuffle(items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(new Set(r.sample(items, 10)).size).toBe(10);
  });

  it('honours weights, in both the tuple helper and the table', () => {
    const r = new Random(5);
    const table = new WeightedTable([['a', 3], ['b', 1], ['never', 0]] as const);
    const counts = {a: 0, b: 0, never: 0, c: 0, d: 0};
    for (let i = 0; i < 20_000; i++) {
      counts[table.draw(r)]++;
      counts[r.weighted([['c', 1], ['d', 3]] as const)]++;
    }
    expect(counts.a / 20_000).toBeCloseTo(0.75, 1);
    expect(counts.never).toBe(0);
    expect(counts.d / 20_000).toBeCloseTo(0.75, 1);
  });
});
