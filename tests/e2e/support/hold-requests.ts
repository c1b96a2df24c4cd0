import type {Page} from '@playwright/test';

/** Holds the page's requests to `url` until the returned function is called, then lets them go. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    // A request the page dropped meanwhile (a reload, a page it left) is gone.
    await route.continue().catch(() => {});
  });
  return release;
}
