// Debian's Chromium is the end-to-end browser (Playwright cannot download its own here).
// Installs it when missing; does nothing when it is there.
import {existsSync} from 'node:fs';
import {run} from './lib/processes.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM_PATH} is missing: run "sudo apt-get install -y chromium fonts-liberation".`);
  }
  console.log('Installing Debian chromium for the end-to-end tests...');
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  if ((await run('apt-get update', 'apt-get', ['update', '-qq'], {env})) !== 0) {
    throw new Error('apt-get update failed');
  }
  const code = await run('apt-get install', 'apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {env});
  if (code !== 0 || !existsSync(CHROMIUM_PATH)) throw new Error('installing chromium failed');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureChromium();
}
