// Injection probes: a payload that would run script, create elements or trip the CSP if it were
// ever rendered as HTML, and the checks that it did none of that.
import {expect, type Page} from '@playwright/test';

export const PAYLOAD = `"><img src=x id=xss-img onerror="window.__xss=1"><script id=xss-script>window.__xss=2</script><svg id=xss-svg onload="window.__xss=3">{{7*7}}`;
const MARKERS = ['#xss-img', '#xss-script', '#xss-svg'];

/** Fails the test on any dialog; records CSP violations for expectInert. Call before navigating. */
export async function watchForInjection(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as {__csp: string[]};
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      // Zod probes once whether it may compile parsers with eval; the CSP says no, and it parses without.
      if (event.blockedURI === 'eval') return;
      w.__csp.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

/** No element from the payload, no script it carried ran, no CSP violation. */
export async function expectInert(page: Page) {
  for (const marker of MARKERS) await expect(page.locator(marker), marker).toHaveCount(0);
  const state = await page.evaluate(() => ({xss: (window as {__xss?: number}).__xss ?? null, csp: (window as unknown as {__csp: string[]}).__csp}));
  expect(state).toEqual({xss: null, csp: []});
}
