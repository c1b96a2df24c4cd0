// Debian's Chromium drives the end-to-end tests and the bench (Playwright cannot download its own
// here). Installs what is missing; does nothing when both are there.
import {existsSync} from 'node:fs';
import {run} from './lib/processes.ts';

/** The full browser: the bench's Lighthouse and browser timings. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * The end-to-end tests' browser: Chromium's headless shell, which Playwright itself runs headless
 * tests in. Two specs (45 tests) took 191-195 s in it against 204-212 s in the full browser.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

const PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-liberation'];

export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH) && existsSync(E2E_CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM_PATH} or ${E2E_CHROMIUM_PATH} is missing: run "sudo apt-get install -y ${PACKAGES.join(' ')}".`);
  }
  console.log('Installing Debian chromium and its headless shell for the end-to-end tests...');
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  if ((await run('apt-get update', 'apt-get', ['update', '-qq'], {env})) !== 0) {
    throw new Error('apt-get update failed');
  }
  const code = await run('apt-get install', 'apt-get', ['install', '-y', '-qq', ...PACKAGES], {env});
  if (code !== 0 || !existsSync(CHROMIUM_PATH) || !existsSync(E2E_CHROMIUM_PATH)) throw new Error('installing chromium failed');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureChromium();
}
