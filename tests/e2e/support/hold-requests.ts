import type {Page} from '@playwright/test';

export interface HeldRequests {
  /** How many requests to the URL the page has made so far. */
  count: () => number;
  /** Lets every held request go, and any later one straight through. */
  release: () => void;
}

/**
 * Holds the page's requests to `url` until released. The route stays in place: `page.unroute`
 * while other requests are passing through interception can leave those requests unanswered for
 * good (a review step's modules in one CI run), so nothing here removes it.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<HeldRequests> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    await released;
    // A request the page dropped meanwhile (a reload, a page it left) is gone.
    await route.continue().catch(() => {});
  });
  return {count: () => count, release};
}
