import {writeFile} from 'node:fs/promises';
import {test as base, type Request} from '@playwright/test';

export {expect} from '@playwright/test';

/**
 * Playwright's `test`, whose browser context logs every request it makes; a test that fails gets
 * the log attached (network.log beside its trace). The trace keeps no DOM snapshots
 * (playwright.config.ts) and its network log went with them: this log is what shows a request
 * that never answered, or answered 500.
 */
export const test = base.extend({
  context: async ({context}, use, testInfo) => {
    const started = Date.now();
    const lines: string[] = [];
    const log = (what: string, request: Request) =>
      lines.push(`${String(Date.now() - started).padStart(6)} ms  ${what.padEnd(6)}  ${request.method()} ${request.url()}`);
    context.on('request', (request) => log('sent', request));
    context.on('requestfinished', (request) => {
      void request.response().then(
        (response) => log(String(response?.status() ?? '---'), request),
        () => log('---', request),
      );
    });
    context.on('requestfailed', (request) => log(`failed: ${request.failure()?.errorText ?? 'unknown'}`, request));
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus) {
      const path = testInfo.outputPath('network.log');
      await writeFile(path, `${lines.join('\n')}\n`);
      await testInfo.attach('network.log', {path, contentType: 'text/plain'});
    }
  },
});
