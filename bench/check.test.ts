import {describe, expect, it} from 'vitest';
import {evaluateBudgets} from './check';
import {barChart} from './lib/svg-chart';
import type {AppResult, BenchResult} from './results-file';

const bytes = (gzipKiB: number) => ({scripts: 5, rawBytes: gzipKiB * 3072, gzipBytes: gzipKiB * 1024, brotliBytes: gzipKiB * 900});
const route = (gzipKiB: number) => ({path: '/', routeId: 'r', status: 200, firstLoadJs: bytes(gzipKiB), htmlMatchesManifest: true});
const app = (routes: AppResult['routes']): AppResult => ({url: '', routes, worker: bytes(100), framework: bytes(90), throughput: {}, timings: {}});

function result(ours: AppResult, skeleton: AppResult): BenchResult {
  return {ours, skeleton, search: null, config: {lighthouseRuns: 5}} as unknown as BenchResult;
}

describe('budgets from bench results', () => {
  const row = (rows: ReturnType<typeof evaluateBudgets>, name: string) => rows.find((r) => r.budget === name)!;

  it('holds each route to 0.9x of the same skeleton route and the ring builder to 1.15x of the skeleton product page', () => {
    const rows = evaluateBudgets(result(app({home: route(90), 'ring-builder': route(116)}), app({home: route(100), product: route(100)})));
    expect(row(rows, 'home: first-load JS gzip vs skeleton home')).toMatchObject({ok: true, limit: '<= 0.9x'});
    expect(row(rows, 'ring-builder: first-load JS gzip vs skeleton product')).toMatchObject({ok: false, limit: '<= 1.15x'});
  });

  it('holds the worker bundle to 2.0x of the skeleton worker', () => {
    const rows = evaluateBudgets(result({...app({}), worker: bytes(201)}, app({})));
    expect(row(rows, 'worker bundle gzip vs skeleton')).toMatchObject({ok: false, limit: '<= 2x'});
  });

  it('judges Lighthouse against the skeleton: score at least, LCP at most, TBT at most the larger of 50 ms and the skeleton', () => {
    const lh = (score: number, lcpMs: number, tbtMs: number) => ({score, lcpMs, tbtMs, cls: 0, fcpMs: 0, speedIndexMs: 0, runs: [], lcpElement: null});
    const ours = app({home: {...route(90), lighthouse: lh(97, 1800, 45)}, product: {...route(90), lighthouse: lh(96, 1700, 80)}});
    const theirs = app({home: {...route(100), lighthouse: lh(98, 1900, 4)}, product: {...route(100), lighthouse: lh(96, 1800, 120)}});
    const rows = evaluateBudgets(result(ours, theirs));
    expect(row(rows, 'home: Lighthouse mobile performance').ok).toBe(false);
    expect(row(rows, 'home: LCP').ok).toBe(true);
    expect(row(rows, 'home: TBT')).toMatchObject({ok: true, limit: expect.stringMatching(/^<= 50 ms/)});
    expect(row(rows, 'product: TBT')).toMatchObject({ok: true, limit: expect.stringMatching(/^<= 120 ms/)});
    // Issue 9's absolute targets stay beside them.
    expect(row(rows, 'product: TBT (issue 9)').ok).toBe(false);
    expect(row(rows, 'home: LCP (issue 9)').ok).toBe(false);
  });

  it('holds throughput to the skeleton and asks the runs to agree within 5%', () => {
    const tp = (rps: number, spread: number) => ({connections: 10, durationS: 10, requests: 0, requestsPerSecond: rps, runs: [rps], spread, latencyP50Ms: 0, latencyP99Ms: 0, non2xx: 0, errors: 0});
    const ours = {...app({}), throughput: {product: tp(120, 0.02), collection: tp(90, 0.08)}};
    const theirs = {...app({}), throughput: {product: tp(110, 0.03), collection: tp(100, 0.01)}};
    const rows = evaluateBudgets(result(ours, theirs));
    expect(row(rows, 'product page throughput vs skeleton').ok).toBe(true);
    expect(row(rows, 'collection page throughput vs skeleton').ok).toBe(false);
    expect(row(rows, 'product page throughput runs agree (largest spread of the two apps)').ok).toBe(true);
    expect(row(rows, 'collection page throughput runs agree (largest spread of the two apps)').ok).toBe(false);
  });

  it("holds INP to 200 ms, and to the skeleton's where it has the interaction", () => {
    const inp = (p75Ms: number) => ({p75Ms, samples: [p75Ms], path: '/', viewport: 1280});
    const ours = {...app({}), timings: {inp: {addToCart: inp(90), megaMenu: inp(150)}}};
    const theirs = {...app({}), timings: {inp: {addToCart: inp(80)}}};
    const rows = evaluateBudgets(result(ours, theirs));
    expect(row(rows, 'INP p75: add to cart (product, 1280 px)').ok).toBe(false);
    expect(row(rows, 'INP p75: open the mega menu (click, 1280 px)').ok).toBe(true);
    expect(row(rows, 'INP p75: open the menu (390 px)').ok).toBeNull();
  });

  it('reports what a run did not measure instead of passing it', () => {
    const rows = evaluateBudgets(result(app({home: route(80)}), app({home: route(100)})));
    expect(rows.filter((r) => r.ok === null).map((r) => r.budget)).toEqual(
      expect.arrayContaining([
        'home: Lighthouse',
        'ring-builder: Lighthouse',
        'product page throughput vs skeleton',
        'collection page throughput vs skeleton',
        'diamond query p95 at 100,000 stones',
        'diamond query p95 at 1,000,000 stones',
        'slider release to results (p95)',
        'add to cart to the drawer shown (median)',
        'INP p75: a card swatch click (collection, 1280 px)',
      ]),
    );
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
