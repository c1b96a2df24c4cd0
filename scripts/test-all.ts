// `npm test`: every check CI runs, in order, failing fast. Ends with one summary line of the
// unit and end-to-end test counts.
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import type {JSONReport, JSONReportSpec, JSONReportSuite} from '@playwright/test/reporter';
import {ensureChromium} from './ensure-chromium.ts';
import {run, stopAllOnExit} from './lib/processes.ts';

stopAllOnExit();
// Not test-results/: Playwright empties that folder when it starts.
const REPORTS = '.test-reports';
rmSync(REPORTS, {recursive: true, force: true});
mkdirSync(REPORTS, {recursive: true});
const UNIT_REPORT = `${REPORTS}/unit.json`;
const E2E_REPORT = `${REPORTS}/e2e.json`;

const steps: [string, string, string[], NodeJS.ProcessEnv?][] = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['codegen check', 'npm', ['run', '--silent', 'codegen:check']],
  ['unit tests', 'npx', ['--no-install', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${UNIT_REPORT}`]],
  ['end-to-end tests', 'npm', ['run', '--silent', 'test:e2e'], {E2E_RETRIES: '1', ...process.env, E2E_JSON_REPORT: E2E_REPORT}],
  // Reads the build the end-to-end step made (dist/), against the skeleton's recorded bytes.
  ['first-load JS budgets', 'node', ['--import', 'tsx', 'bench/byte-budgets.ts']],
];

// CI shows only the tail of the log: name each failed, and each flaky (passed on its retry),
// end-to-end test there.
function endToEndTests(suites: JSONReportSuite[] = [], keep: (spec: JSONReportSpec) => boolean): string[] {
  return suites.flatMap((suite) => [
    ...suite.specs.filter(keep).map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...endToEndTests(suite.suites, keep),
  ]);
}
const failedSpec = (spec: JSONReportSpec) => !spec.ok;
const flakySpec = (spec: JSONReportSpec) => spec.tests.some((test) => test.status === 'flaky');

function counts(): {passed: number; failed: number; skipped: number; failures: string[]; flaky: string[]} {
  const total = {passed: 0, failed: 0, skipped: 0, failures: [] as string[], flaky: [] as string[]};
  if (existsSync(UNIT_REPORT)) {
    const unit = JSON.parse(readFileSync(UNIT_REPORT, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
    };
    total.passed += unit.numPassedTests;
    total.failed += unit.numFailedTests;
    total.skipped += unit.numPendingTests;
  }
  // The end-to-end harness may write a second report (a pass with the spec §9 flags flipped).
  for (const report of [E2E_REPORT, E2E_REPORT.replace(/\.json$/, '-flags.json')]) {
    if (!existsSync(report)) continue;
    const e2e = JSON.parse(readFileSync(report, 'utf8')) as JSONReport;
    total.failures.push(...endToEndTests(e2e.suites, failedSpec));
    total.flaky.push(...endToEndTests(e2e.suites, flakySpec));
    total.passed += e2e.stats.expected + e2e.stats.flaky;
    total.failed += e2e.stats.unexpected;
    total.skipped += e2e.stats.skipped;
  }
  return total;
}

const started = Date.now();
await ensureChromium();
let failedStep: string | null = null;
for (const [name, command, args, env] of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await run(name, command, args, env ? {env} : {});
  console.log(`=== ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (code !== 0) {
    failedStep = name;
    break;
  }
}
const {passed, failed, skipped, failures, flaky} = counts();
for (const failure of failures) console.log(`failed: ${failure}`);
for (const test of flaky) console.log(`flaky (passed on its retry): ${test}`);
console.log(`\nnpm test ${failedStep ? `failed at: ${failedStep}` : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
