import type {Page} from '@playwright/test';

/**
 * When the page's first script was requested, beside when its first contentful paint and its
 * priority image were shown (ms since navigation; NaN for a paint that has not happened). Element
 * timing entries are only handed to observers, and each entry's startTime is when its frame was shown.
 */
export function scriptStartAndPaints(page: Page) {
  return page.evaluate(async () => {
    const elements = await new Promise<PerformanceEntryList>((resolve) => new PerformanceObserver((list) => resolve(list.getEntries())).observe({type: 'element', buffered: true}));
    return {
      contentShown: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      imageShown: elements.find((entry) => (entry as PerformanceEntry & {identifier?: string}).identifier === 'priority-image')?.startTime ?? Number.NaN,
      firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^?]+\.js/.test(entry.name)).map((entry) => entry.startTime)),
    };
  });
}
