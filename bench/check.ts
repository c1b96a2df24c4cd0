// `npm run bench:check`: every budget of bench/budgets.ts against the latest bench results; exits 1
// when one does not hold or was not measured.
import {BUDGETS} from './budgets.ts';
import {INTERACTION_LABELS, type InteractionName} from './lib/inp.ts';
import {readLatestResult, type BenchResult} from './results-file.ts';
import {skeletonCounterpart, type RouteName} from './routes.ts';

export interface BudgetRow {
  budget: string;
  value: string;
  limit: string;
  ok: boolean | null;
}

const ROUTE_NAMES: RouteName[] = ['home', 'collection', 'product', 'search', 'ring-builder'];
const INTERACTIONS = Object.keys(INTERACTION_LABELS) as InteractionName[];

const LIGHTHOUSE_VS_SKELETON: RouteName[] = ['home', 'collection', 'product', 'search'];

function lighthouseRows(result: BenchResult, rows: BudgetRow[], missing: (budget: string, limit: string) => void) {
  const {tbtFloorMs, cls} = BUDGETS.lighthouse;
  const runs = result.config?.lighthouseRuns;
  if (runs !== undefined) {
    rows.push({budget: 'Lighthouse runs per page (median kept)', value: String(runs), limit: `>= ${BUDGETS.lighthouseMinRuns}`, ok: runs >= BUDGETS.lighthouseMinRuns});
  }
  for (const name of LIGHTHOUSE_VS_SKELETON) {
    const ours = result.ours.routes[name]?.lighthouse;
    const theirs = result.skeleton.routes[name]?.lighthouse;
    if (!ours || !theirs) {
      missing(`${name}: Lighthouse`, 'score >= skeleton, LCP <= skeleton, TBT <= max(50 ms, skeleton), CLS <= 0.02');
      continue;
    }
    const tbtLimit = Math.max(tbtFloorMs, theirs.tbtMs);
    rows.push({budget: `${name}: Lighthouse mobile performance`, value: String(ours.score), limit: `>= ${theirs.score} (skeleton)`, ok: ours.score >= theirs.score});
    rows.push({budget: `${name}: LCP`, value: `${ours.lcpMs} ms`, limit: `<= ${theirs.lcpMs} ms (skeleton)`, ok: ours.lcpMs <= theirs.lcpMs});
    rows.push({budget: `${name}: TBT`, value: `${ours.tbtMs} ms`, limit: `<= ${tbtLimit} ms (max of ${tbtFloorMs} ms and the skeleton's)`, ok: ours.tbtMs <= tbtLimit});
    rows.push({budget: `${name}: CLS`, value: String(ours.cls), limit: `<= ${cls}`, ok: ours.cls <= cls});
  }
  const absolute = BUDGETS.lighthouseAbsolute;
  for (const name of ROUTE_NAMES) {
    const lh = result.ours.routes[name]?.lighthouse;
    if (!lh) continue;
    rows.push({budget: `${name}: Lighthouse mobile performance (issue 9)`, value: String(lh.score), limit: `= ${absolute.score}`, ok: lh.score >= absolute.score});
    rows.push({budget: `${name}: LCP (issue 9)`, value: `${lh.lcpMs} ms`, limit: `<= ${absolute.lcpMs} ms`, ok: lh.lcpMs <= absolute.lcpMs});
    rows.push({budget: `${name}: TBT (issue 9)`, value: `${lh.tbtMs} ms`, limit: `<= ${absolute.tbtMs} ms`, ok: lh.tbtMs <= absolute.tbtMs});
  }
  const rb = result.ours.routes['ring-builder']?.lighthouse;
  const target = BUDGETS.ringBuilderLighthouse;
  if (!rb) {
    missing('ring-builder: Lighthouse', `score >= ${target.score}, TBT <= ${target.tbtMs} ms, CLS <= ${target.cls}`);
    return;
  }
  rows.push({budget: 'ring-builder: Lighthouse mobile performance', value: String(rb.score), limit: `>= ${target.score}`, ok: rb.score >= target.score});
  rows.push({budget: 'ring-builder: TBT', value: `${rb.tbtMs} ms`, limit: `<= ${target.tbtMs} ms`, ok: rb.tbtMs <= target.tbtMs});
  rows.push({budget: 'ring-builder: CLS', value: String(rb.cls), limit: `<= ${target.cls}`, ok: rb.cls <= target.cls});
}

function firstLoadRows(result: BenchResult, rows: BudgetRow[]) {
  for (const name of ROUTE_NAMES) {
    const ours = result.ours.routes[name];
    const skeleton = result.skeleton.routes[skeletonCounterpart(name)];
    if (!ours || !skeleton) continue;
    const limit = name === 'ring-builder' ? BUDGETS.ringBuilderFirstLoadJsRatio : BUDGETS.firstLoadJsRatio;
    for (const kind of ['gzipBytes', 'brotliBytes'] as const) {
      const ratio = ours.firstLoadJs[kind] / skeleton.firstLoadJs[kind];
      rows.push({
        budget: `${name}: first-load JS ${kind === 'gzipBytes' ? 'gzip' : 'brotli'} vs skeleton ${skeletonCounterpart(name)}`,
        value: `${ratio.toFixed(2)}x (${(ours.firstLoadJs[kind] / 1024).toFixed(1)} KiB)`,
        limit: `<= ${limit}x`,
        ok: ratio <= limit,
      });
    }
  }
  const [ours, theirs] = [result.ours.worker, result.skeleton.worker];
  if (ours && theirs) {
    const ratio = ours.gzipBytes / theirs.gzipBytes;
    rows.push({budget: 'worker bundle gzip vs skeleton', value: `${ratio.toFixed(2)}x (${(ours.gzipBytes / 1024).toFixed(1)} KiB)`, limit: `<= ${BUDGETS.workerGzipRatio}x`, ok: ratio <= BUDGETS.workerGzipRatio});
  }
}

function throughputRows(result: BenchResult, rows: BudgetRow[], missing: (budget: string, limit: string) => void) {
  for (const page of ['product', 'collection'] as const) {
    const ours = result.ours.throughput[page];
    const theirs = result.skeleton.throughput[page];
    const budget = `${page} page throughput vs skeleton`;
    if (!ours || !theirs) {
      missing(budget, `>= ${BUDGETS.throughputRatio}x`);
      continue;
    }
    const ratio = ours.requestsPerSecond / theirs.requestsPerSecond;
    rows.push({budget, value: `${ratio.toFixed(2)}x (${ours.requestsPerSecond} / ${theirs.requestsPerSecond} req/s)`, limit: `>= ${BUDGETS.throughputRatio}x`, ok: ratio >= BUDGETS.throughputRatio});
    const spread = Math.max(ours.spread ?? Number.POSITIVE_INFINITY, theirs.spread ?? Number.POSITIVE_INFINITY);
    rows.push({
      budget: `${page} page throughput runs agree (largest spread of the two apps)`,
      value: Number.isFinite(spread) ? `${(spread * 100).toFixed(1)}%` : 'one run',
      limit: `< ${BUDGETS.throughputMaxSpread * 100}%`,
      ok: spread < BUDGETS.throughputMaxSpread,
    });
  }
}

function browserRows(result: BenchResult, rows: BudgetRow[], missing: (budget: string, limit: string) => void) {
  const slider = result.ours.timings.sliderReleaseToResults;
  const sliderLimit = `<= ${BUDGETS.sliderReleaseToResultsP95Ms} ms`;
  if (slider) rows.push({budget: 'slider release to results (p95)', value: `${slider.p95Ms} ms`, limit: sliderLimit, ok: slider.p95Ms <= BUDGETS.sliderReleaseToResultsP95Ms});
  else missing('slider release to results (p95)', sliderLimit);
  const medianLimit = `<= ${BUDGETS.sliderReleaseToResultsMedianMs} ms`;
  if (slider) rows.push({budget: 'slider release to results (median, issue 9)', value: `${slider.medianMs} ms`, limit: medianLimit, ok: slider.medianMs <= BUDGETS.sliderReleaseToResultsMedianMs});

  const [add, theirAdd] = [result.ours.timings.addToCartToDrawer, result.skeleton.timings.addToCartToDrawer];
  if (add && theirAdd) rows.push({budget: 'add to cart to the drawer shown (median)', value: `${add.medianMs} ms`, limit: `<= ${theirAdd.medianMs} ms (skeleton)`, ok: add.medianMs <= theirAdd.medianMs});
  else missing('add to cart to the drawer shown (median)', "<= the skeleton's");

  const [inp, theirInp] = [result.ours.timings.inp ?? {}, result.skeleton.timings.inp ?? {}];
  for (const name of INTERACTIONS) {
    const budget = `INP p75: ${INTERACTION_LABELS[name]}`;
    const ours = inp[name];
    const theirs = theirInp[name];
    const limitMs = Math.min(BUDGETS.inpP75Ms, theirs?.p75Ms ?? Number.POSITIVE_INFINITY);
    const limit = theirs ? `<= ${limitMs} ms (${BUDGETS.inpP75Ms} ms and the skeleton's ${theirs.p75Ms} ms)` : `<= ${BUDGETS.inpP75Ms} ms`;
    if (ours) rows.push({budget, value: `${ours.p75Ms} ms`, limit, ok: ours.p75Ms <= limitMs});
    else missing(budget, limit);
  }
}

export function evaluateBudgets(result: BenchResult): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const missing = (budget: string, limit: string) => rows.push({budget, value: 'not measured', limit, ok: null});
  lighthouseRows(result, rows, missing);
  firstLoadRows(result, rows);
  throughputRows(result, rows, missing);
  for (const [size, limit] of Object.entries(BUDGETS.diamondQueryP95Ms)) {
    const run = result.search?.runs.find((r) => r.diamonds === Number(size));
    const label = `diamond query p95 at ${Number(size).toLocaleString('en-US')} stones`;
    if (run) rows.push({budget: label, value: `${run.diamondsInProcess.p95} ms`, limit: `<= ${limit} ms`, ok: run.diamondsInProcess.p95 <= limit});
    else missing(label, `<= ${limit} ms`);
  }
  browserRows(result, rows, missing);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {file, result} = readLatestResult();
  const rows = evaluateBudgets(result);
  console.log(`budgets against ${file}`);
  console.table(rows.map((r) => ({...r, ok: r.ok === null ? 'not measured' : r.ok ? 'yes' : 'NO'})));
  const failed = rows.filter((r) => r.ok === false);
  const unmeasured = rows.filter((r) => r.ok === null);
  console.log(`${rows.length - failed.length - unmeasured.length} of ${rows.length} budgets hold; ${failed.length} do not; ${unmeasured.length} not measured`);
  process.exit(failed.length || unmeasured.length ? 1 : 0);
}
