// `npm test`: every check CI runs, in order, failing fast. Ends with one summary line of the
// unit and end-to-end test counts.
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import type {JSONReport, JSONReportSpec, JSONReportSuite} from '@playwright/test/reporter';
import {ensureChromium} from './ensure-chromium.ts';
import {run, start, stopAllOnExit} from './lib/processes.ts';

stopAllOnExit();
// Not test-results/: Playwright empties that folder when it starts.
const REPORTS = '.test-reports';
rmSync(REPORTS, {recursive: true, force: true});
mkdirSync(REPORTS, {recursive: true});
const UNIT_REPORT = `${REPORTS}/unit.json`;
const E2E_REPORT = `${REPORTS}/e2e.json`;

type Step = [name: string, command: string, args: string[], env?: NodeJS.ProcessEnv];
const npx = (...args: string[]) => ['--no-install', ...args];

// Each stage runs its lanes side by side, each lane's steps in order; a stage starts once the one
// before has passed. The static checks are mostly single-threaded: on two cores, side by side in two
// lanes they took 43 s in CI instead of 57 one after another.
const stages: Step[][][] = [
  // `npm run typecheck`, split: the route types first, since lint resolves imports of them too.
  [[['route types', 'npx', npx('react-router', 'typegen')]]],
  [
    [
      ['typecheck (app)', 'npx', npx('tsc', '--noEmit')],
      ['typecheck (scripts)', 'npx', npx('tsc', '--noEmit', '-p', 'tsconfig.node.json')],
    ],
    // Codegen rewrites its file only when it is out of date, which fails the check anyway, so tsc can
    // read it meanwhile.
    [
      ['codegen check', 'npm', ['run', '--silent', 'codegen:check']],
      ['lint', 'npm', ['run', '--silent', 'lint']],
    ],
  ],
  [[['unit tests', 'npx', npx('vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${UNIT_REPORT}`)]]],
  [[['end-to-end tests', 'npm', ['run', '--silent', 'test:e2e'], {E2E_RETRIES: '1', ...process.env, E2E_JSON_REPORT: E2E_REPORT}]]],
  // Reads the build the end-to-end step made (dist/), against the skeleton's recorded bytes.
  [[['first-load JS budgets', 'node', ['--import', 'tsx', 'bench/byte-budgets.ts']]]],
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
  // A full end-to-end run writes one report per pass (scripts/e2e.ts): the storefront specs, the
  // exclusive ones, and the flagged ones with the spec §9 flags flipped.
  for (const report of ['', '-exclusive', '-flags'].map((pass) => E2E_REPORT.replace(/\.json$/, `${pass}.json`))) {
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
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const outcome = (code: number) => (code === 0 ? 'ok' : `failed (exit ${code})`);

/** A step alone streams its output; a step beside others keeps it and prints it whole at its end. */
async function runStep([name, command, args, env]: Step, alone: boolean): Promise<number> {
  const t0 = Date.now();
  if (alone) {
    console.log(`\n=== ${name} ===`);
    const code = await run(name, command, args, env ? {env} : {});
    console.log(`=== ${name}: ${outcome(code)} in ${seconds(t0)}`);
    return code;
  }
  const step = start(name, command, args, {stdio: ['ignore', 'pipe', 'pipe'], ...(env ? {env} : {})});
  const output: string[] = [];
  step.child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  step.child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await step.exited;
  console.log(`\n=== ${name} ===\n${output.join('').trimEnd()}\n=== ${name}: ${outcome(code)} in ${seconds(t0)}`);
  return code;
}

/** Runs a lane's steps in order; resolves with the first that failed, or null. */
async function runLane(lane: Step[], alone: boolean): Promise<string | null> {
  for (const step of lane) {
    if ((await runStep(step, alone)) !== 0) return step[0];
  }
  return null;
}

let failedStep: string | null = null;
for (const lanes of stages) {
  const failedSteps = (await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)))).filter((name) => name !== null);
  if (failedSteps.length > 0) {
    failedStep = failedSteps.join(', ');
    break;
  }
}
const {passed, failed, skipped, failures, flaky} = counts();
for (const failure of failures) console.log(`failed: ${failure}`);
for (const test of flaky) console.log(`flaky (passed on its retry): ${test}`);
console.log(`\nnpm test ${failedStep ? `failed at: ${failedStep}` : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
