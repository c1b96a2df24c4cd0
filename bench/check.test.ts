import {describe, expect, it} from 'vitest';
import {evaluateBudgets} from './check';
import {barChart} from './lib/svg-chart';
import type {AppResult, BenchResult} from './results-file';

const bytes = (gzipKiB: number) => ({scripts: 5, rawBytes: gzipKiB * 3072, gzipBytes: gzipKiB * 1024, brotliBytes: gzipKiB * 900});
const route = (gzipKiB: number) => ({path: '/', routeId: 'r', status: 200, firstLoadJs: bytes(gzipKiB), htmlMatchesManifest: true});
const app = (routes: AppResult['routes']): AppResult => ({url: '', routes, worker: bytes(100), framework: bytes(90), throughput: {}, timings: {}});

function result(ours: AppResult, skeleton: AppResult): BenchResult {
  return {ours, skeleton, search: null} as unknown as BenchResult;
}

describe('budgets from bench results', () => {
  it('holds each route to 0.9x of the same skeleton route and the ring builder to 1.3x of the skeleton product page', () => {
    const rows = evaluateBudgets(result(app({home: route(90), 'ring-builder': route(140)}), app({home: route(100), product: route(100)})));
    const row = (name: string) => rows.find((r) => r.budget === name)!;
    expect(row('home: first-load JS gzip vs skeleton home')).toMatchObject({ok: true, limit: '<= 0.9x'});
    expect(row('ring-builder: first-load JS gzip vs skeleton product')).toMatchObject({ok: false, limit: '<= 1.3x'});
  });

  it('reports what a run did not measure instead of passing it', () => {
    const rows = evaluateBudgets(result(app({home: route(80)}), app({home: route(100)})));
    expect(rows.filter((r) => r.ok === null).map((r) => r.budget)).toEqual([
      'home: Lighthouse',
      'product page throughput vs skeleton',
      'diamond query p95 at 100,000 stones',
      'diamond query p95 at 1,000,000 stones',
      'slider release to results',
    ]);
  });
});

describe('bar chart', () => {
  it('draws one bar per value, n/a for a missing one, with escaped labels', () => {
    const svg = barChart({title: 'A & B', unit: 'KiB', categories: ['home', '<x>'], series: [{name: 'ours', color: '#000', values: [10, null]}]});
    expect(svg).toContain('A &amp; B');
    expect(svg).toContain('&lt;x&gt;');
    expect(svg.match(/<rect x="120"/g)).toHaveLength(1);
    expect(svg).toContain('n/a');
  });
});
