import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE} from './support/chrome';

/**
 * The layout shifts not caused by input, from the first paint until now. The web fonts are held
 * back a second, so the page first paints in the fallback faces and the swap to the web fonts is measured
 * (on a fast local server they could otherwise arrive before the first paint). `slowDevice` loads the page
 * as Lighthouse's mobile run does (150 ms round trips, 1.6 Mbps, a 4x slower CPU), so the document
 * arrives and paints in parts.
 */
async function layoutShifts(page: Page, path: string, {slowDevice = false} = {}) {
  if (slowDevice) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  }
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as {layoutShifts: LayoutShift[]}).layoutShifts = shifts;
    const name = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).trim().split(/\s+/).join('.')}` : ''}` : String(node?.nodeName);
    type Entry = {value: number; hadRecentInput: boolean; startTime: number; sources?: {node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[]};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Entry[]) {
        if (entry.hadRecentInput) continue;
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: (entry.sources ?? []).map((source) => `${name(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`),
        });
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto(path, {waitUntil: 'networkidle'});
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => (window as unknown as {layoutShifts: LayoutShift[]}).layoutShifts);
}

/** One layout shift: its score, when (ms after navigation) and what moved, for the failure message. */
interface LayoutShift {
  value: number;
  at: number;
  moved: string[];
}

/** Expects the shifts to add up to less than `limit`, naming them when they do not. */
function expectSettled(shifts: LayoutShift[], limit = 0.01) {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(limit);
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`design system at ${viewport.width}px`, () => {
    test.use({viewport});

    test('pages settle without layout shift while fonts and chrome load', async ({page}) => {
      expectSettled(await layoutShifts(page, '/support/faq'));
    });

    test('search results, mega menu and footer are in place from the first paint on a slow device', async ({page}) => {
      expectSettled(await layoutShifts(page, '/search?query=ring', {slowDevice: true}));
    });

    test('home settles without layout shift on a slow device', async ({page}) => {
      expectSettled(await layoutShifts(page, '/', {slowDevice: true}));
    });

    test('display and text faces are self-hosted and in use', async ({page, baseURL}) => {
      const fontRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontRequests.push(request.url());
      });
      await page.goto('/support/faq', {waitUntil: 'networkidle'});
      await page.evaluate(() => document.fonts.ready);
      expect(fontRequests.length).toBeGreaterThan(0);
      for (const url of fontRequests) expect(url.startsWith(baseURL!)).toBe(true);
      const loaded = await page.evaluate(() => [
        document.fonts.check('500 32px "Cormorant Garamond"'),
        document.fonts.check('400 16px "Inter Variable"'),
      ]);
      expect(loaded).toEqual([true, true]);
      await expect(page.getByRole('heading', {level: 1})).toHaveCSS('font-family', /^"Cormorant Garamond"/);
      await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Variable"/);
    });
  });
}

test.describe('reduced motion', () => {
  test.use({viewport: MOBILE, reducedMotion: 'reduce'});

  test('the mobile menu appears without a slide animation', async ({page}) => {
    await page.goto('/support/faq', {waitUntil: 'networkidle'});
    await page.getByRole('button', {name: 'Open menu'}).click();
    const duration = await page
      .getByRole('dialog', {name: 'Menu'})
      .evaluate((el) => parseFloat(getComputedStyle(el).animationDuration));
    expect(duration).toBeLessThan(0.001);
  });
});

test.describe('images a page loads', () => {
  test.use({viewport: MOBILE});

  // Chromium gives each SVG image (even a data URL in CSS) a document of its own on the main thread,
  // 10-25 ms here; photos come from the CDN as raster images, the logo and favicons as PNGs.
  for (const path of ['/', '/shop/collections/engagement-rings', '/shop/products/delphine-solitaire-setting', '/search?query=ring', '/ring-builder/diamonds']) {
    test(`${path} loads no SVG image, and the logo offers a PNG for each screen density`, async ({page}) => {
      const svgs: string[] = [];
      page.on('response', (response) => {
        if ((response.headers()['content-type'] ?? '').includes('image/svg')) svgs.push(response.url());
      });
      await page.goto(path, {waitUntil: 'load'});
      const logo = page.locator('.site-header img').first();
      await expect(logo).toHaveAttribute('srcset', '/logo.png 1x, /logo@2x.png 2x, /logo@3x.png 3x');
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon-32.png');
      expect(svgs).toEqual([]);
    });
  }
});
