import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {LATE_ISLANDS} from '../../../scripts/lib/late-islands';

export const MOBILE = {width: 390, height: 844};
export const DESKTOP = {width: 1280, height: 900};

/** The one axe finding the project accepts: the viewport disallows zoom (docs/decisions). */
const ACCEPTED_RULES = ['meta-viewport'];

/** Serious and critical axe violations on the page as it is now, minus the accepted ones. */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({page}).disableRules(ACCEPTED_RULES).analyze();
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
  const results = await new AxeBuilder({page}).withRules(['label-content-name-mismatch']).analyze();
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

/**
 * Navigates and waits until React has hydrated the page and the islands it hydrates just after
 * (mega menu, search results, banner, gallery), so hover and focus handlers are live.
 */
/** Whether React has hydrated (or rendered) the first element `selector` finds. */
export function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

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
