import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {LATE_ISLANDS} from '../../../scripts/lib/late-islands';

export const MOBILE = {width: 390, height: 844};
export const DESKTOP = {width: 1280, height: 900};

/** The one axe finding the project accepts: the viewport disallows zoom (docs/decisions). */
const ACCEPTED_RULES = ['meta-viewport'];

/**
 * axe as every spec runs it. Only violations are detailed: axe otherwise writes a selector and a
 * snippet for every node that passes. Legacy mode runs axe in the page itself instead of gathering
 * each frame's results in a blank page it opens; it skips cross-origin frames, which no page of
 * ours has. Together they take a page's analysis from 2.0-5.9 s to 1.3-1.8 s here. `options()`
 * replaces axe's whole option object, so it comes before `disableRules`.
 */
function axe(page: Page) {
  return new AxeBuilder({page}).options({resultTypes: ['violations']}).setLegacyMode(true);
}

/** Serious and critical violations of any axe rule on the page as it is now, minus the accepted ones. */
export async function seriousAxeViolations(page: Page) {
  const results = await axe(page).disableRules(ACCEPTED_RULES).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/**
 * Controls whose accessible name does not contain their visible text (axe's experimental
 * label-content-name-mismatch rule, run on its own).
 */
export async function nameMismatches(page: Page) {
  const results = await axe(page).withRules(['label-content-name-mismatch']).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
}

/** The announcement slide currently shown (the others are hidden from assistive technology). */
export function currentBannerSlide(page: Page) {
  return page.getByTestId('announcement-banner').getByRole('group');
}

/** Presses Tab until the focused element has the given text; keyboard focus, so :focus-visible holds. */
export async function tabTo(page: Page, text: string, maxPresses = 15) {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === text) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}

/** Whether React has hydrated (or rendered) the first element `selector` finds. */
export function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

/**
 * Navigates and waits until React has hydrated the page and the islands it hydrates just after
 * (mega menu, search results, banner, gallery), so hover and focus handlers are live.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** Until the page's main content and the islands it shows have hydrated: a click before is the page's plain link or form. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction((selectors) => {
    const hydrated = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    // A part the stylesheets do not display at this width (the mega menu on a phone) stays the
    // server's markup (HydratedWhereShown).
    const shown = (element: Element | null) => !!element && element.getClientRects().length > 0;
    const islands = selectors.map((selector) => document.querySelector(selector));
    return hydrated(document.getElementById('main')) && islands.every((island) => !shown(island) || hydrated(island));
  }, LATE_ISLANDS);
}
