// `npm run bench:check`: every budget of bench/budgets.ts against the latest bench results.
import {BUDGETS} from './budgets.ts';
import {readLatestResult, type BenchResult} from './results-file.ts';
import {skeletonCounterpart, type RouteName} from './routes.ts';

export interface BudgetRow {
  budget: string;
  value: string;
  limit: string;
  ok: boolean | null;
}

const ROUTE_NAMES: RouteName[] = ['home', 'collection', 'product', 'search', 'ring-builder'];

export function evaluateBudgets(result: BenchResult): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const missing = (budget: string, limit: string) => rows.push({budget, value: 'not measured', limit, ok: null});
  for (const name of ROUTE_NAMES) {
    const ours = result.ours.routes[name];
    if (!ours) continue;
    const lh = ours.lighthouse;
    const {score, lcpMs, tbtMs, cls} = BUDGETS.lighthouse;
    if (lh) {
      rows.push({budget: `${name}: Lighthouse mobile performance`, value: String(lh.score), limit: `= ${score}`, ok: lh.score >= score});
      rows.push({budget: `${name}: LCP`, value: `${lh.lcpMs} ms`, limit: `<= ${lcpMs} ms`, ok: lh.lcpMs <= lcpMs});
      rows.push({budget: `${name}: TBT`, value: `${lh.tbtMs} ms`, limit: `<= ${tbtMs} ms`, ok: lh.tbtMs <= tbtMs});
      rows.push({budget: `${name}: CLS`, value: String(lh.cls), limit: `<= ${cls}`, ok: lh.cls <= cls});
    } else {
      missing(`${name}: Lighthouse`, `score ${score}, LCP <= ${lcpMs} ms, TBT <= ${tbtMs} ms, CLS <= ${cls}`);
    }
    const skeleton = result.skeleton.routes[skeletonCounterpart(name)];
    if (skeleton) {
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
  }
  const ours = result.ours.throughput.product;
  const theirs = result.skeleton.throughput.product;
  if (ours && theirs) {
    const ratio = ours.requestsPerSecond / theirs.requestsPerSecond;
    rows.push({budget: 'product page throughput vs skeleton', value: `${ratio.toFixed(2)}x (${ours.requestsPerSecond} req/s)`, limit: `>= ${BUDGETS.productThroughputRatio}x`, ok: ratio >= BUDGETS.productThroughputRatio});
  } else {
    missing('product page throughput vs skeleton', `>= ${BUDGETS.productThroughputRatio}x`);
  }
  for (const [size, limit] of Object.entries(BUDGETS.diamondQueryP95Ms)) {
    const run = result.search?.runs.find((r) => r.diamonds === Number(size));
    const label = `diamond query p95 at ${Number(size).toLocaleString('en-US')} stones`;
    if (run) rows.push({budget: label, value: `${run.diamondsInProcess.p95} ms`, limit: `<= ${limit} ms`, ok: run.diamondsInProcess.p95 <= limit});
    else missing(label, `<= ${limit} ms`);
  }
  const slider = result.ours.timings.sliderReleaseToResults;
  const sliderLimit = `<= ${BUDGETS.sliderReleaseToResultsMs} ms`;
  if (slider) rows.push({budget: 'slider release to results (median)', value: `${slider.medianMs} ms`, limit: sliderLimit, ok: slider.medianMs <= BUDGETS.sliderReleaseToResultsMs});
  else missing('slider release to results', sliderLimit);
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
