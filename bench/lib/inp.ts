// Interaction to Next Paint in a real browser with the CPU slowed 4x (CDP
// `Emulation.setCPUThrottlingRate`), read from the Event Timing API inside the page: for each sample,
// the longest event entry of the interactions that started with the shopper's input. One page load
// per interaction and app, then several samples on it, each put back before the next.
import type {Browser, Locator, Page} from '@playwright/test';
import {dragColorMinimum, lateIslandsHydrated} from './browser-timings.ts';
import {percentile} from './stats.ts';

export const CPU_SLOWDOWN = 4;
/** The Event Timing API reports nothing shorter: an interaction without an entry counts as this. */
export const EVENT_TIMING_FLOOR_MS = 16;

export type InteractionName =
  | 'megaMenu'
  | 'mobileMenu'
  | 'cardSwatch'
  | 'productOption'
  | 'addToCart'
  | 'drawerQuantity'
  | 'sliderRelease'
  | 'collectionFilters'
  | 'diamondFilters';

export const INTERACTION_LABELS: Record<InteractionName, string> = {
  megaMenu: 'open the mega menu (click, 1280 px)',
  mobileMenu: 'open the menu (390 px)',
  cardSwatch: 'a card swatch click (collection, 1280 px)',
  productOption: 'a product option change (1280 px)',
  addToCart: 'add to cart (product, 1280 px)',
  drawerQuantity: 'a quantity change in the cart drawer (1280 px)',
  sliderRelease: 'a diamond slider release (ring builder, 1280 px)',
  collectionFilters: 'open the collection filters (390 px)',
  diamondFilters: 'open the diamond filter drawer (ring builder, 390 px)',
};

export interface InpResult {
  p75Ms: number;
  samples: number[];
  path: string;
  viewport: number;
}

export interface Interaction {
  name: InteractionName;
  path: string;
  viewport: {width: number; height: number};
  /** Brings the page to where the interaction starts (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /** The shopper's input, then its visible result; sample is the 0-based sample number. */
  act: (page: Page, sample: number) => Promise<void>;
  /** Puts the page back for the next sample (not measured). */
  reset?: (page: Page, sample: number) => Promise<void>;
}

const DESKTOP = {width: 1280, height: 900};
const MOBILE = {width: 390, height: 844};

async function ready(page: Page, islands: string[]) {
  await lateIslandsHydrated(page, islands);
  // Lazy chunks load after hydration; an input that lands before them measures the load.
  await page.waitForLoadState('networkidle', {timeout: 20_000}).catch(() => undefined);
  await page.waitForTimeout(500);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', {timeout: 10_000}).catch(() => undefined);
  await page.waitForTimeout(300);
}

async function urlChangesAfter(page: Page, click: () => Promise<void>) {
  const before = page.url();
  await click();
  await page.waitForFunction((url) => location.href !== url, before, {timeout: 15_000});
}

async function closeWithEscape(page: Page, stillOpen: string) {
  await page.keyboard.press('Escape');
  await page.locator(stillOpen).first().waitFor({state: 'hidden', timeout: 10_000});
  await page.mouse.move(5, DESKTOP.height - 5);
}

async function dragSlider(page: Page, sample: number) {
  const before = await page.getByTestId('diamond-count').innerText();
  await dragColorMinimum(page, sample);
  await page.waitForFunction((text) => document.querySelector('[data-testid="diamond-count"]')?.textContent !== text, before, {timeout: 15_000});
}

interface CartDrawer {
  /** A line of the open cart drawer. */
  line: string;
  /** The name of the line's increase button. */
  increase: string | RegExp;
  /** The line's quantity once it reads `shown`. */
  quantity: (line: Locator, shown: number) => Locator;
}

/** Add to cart and a quantity change in the drawer, on a product page. */
function cartInteractions(productPath: string, drawer: CartDrawer): Interaction[] {
  const addToCart = async (page: Page) => {
    await page.getByRole('button', {name: /add to cart/i}).click();
    await page.locator(drawer.line).first().waitFor({state: 'visible', timeout: 15_000});
  };
  return [
    {
      name: 'addToCart',
      path: productPath,
      viewport: DESKTOP,
      act: addToCart,
      reset: async (page) => {
        await settle(page);
        await closeWithEscape(page, drawer.line);
      },
    },
    {
      name: 'drawerQuantity',
      path: productPath,
      viewport: DESKTOP,
      prepare: async (page) => {
        await addToCart(page);
        await settle(page);
      },
      act: async (page, sample) => {
        const line = page.locator(drawer.line).first();
        await line.getByRole('button', {name: drawer.increase}).click();
        // Each sample adds one to the line the add made.
        await drawer.quantity(line, sample + 2).first().waitFor();
      },
      reset: settle,
    },
  ];
}

export function ourInteractions(productPath: string, collectionPath: string): Interaction[] {
  return [
    {
      name: 'megaMenu',
      path: '/',
      viewport: DESKTOP,
      act: async (page) => {
        await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Education'}).click();
        await page.getByTestId('mega-panel').waitFor({state: 'visible'});
      },
      reset: (page) => closeWithEscape(page, '[data-testid="mega-panel"]'),
    },
    {
      name: 'mobileMenu',
      path: '/',
      viewport: MOBILE,
      act: async (page) => {
        await page.getByRole('button', {name: 'Open menu'}).click();
        await page.getByRole('dialog').first().waitFor({state: 'visible'});
      },
      reset: (page) => closeWithEscape(page, '[role="dialog"]'),
    },
    {
      name: 'cardSwatch',
      path: collectionPath,
      viewport: DESKTOP,
      act: async (page, sample) => {
        const swatch = page.getByTestId('product-card').first().getByRole('group', {name: / colors$/}).getByRole('button').nth(sample % 2 === 0 ? 1 : 0);
        await swatch.click();
        await swatch.and(page.locator('[aria-pressed="true"]')).waitFor();
      },
    },
    {
      name: 'productOption',
      path: productPath,
      viewport: DESKTOP,
      act: (page, sample) => urlChangesAfter(page, () => page.getByRole('group', {name: 'Metal'}).getByRole('radio').nth(sample % 2 === 0 ? 1 : 0).click()),
      reset: settle,
    },
    ...cartInteractions(productPath, {
      line: '[role="dialog"] [data-testid="cart-entry"]',
      increase: /^Increase quantity/,
      quantity: (line, shown) => line.locator('[data-testid="item-quantity"]').filter({hasText: new RegExp(`^${shown}$`)}),
    }),
    {
      name: 'sliderRelease',
      path: '/ring-builder/diamonds',
      viewport: DESKTOP,
      act: dragSlider,
      reset: settle,
    },
    {
      name: 'collectionFilters',
      path: collectionPath,
      viewport: MOBILE,
      act: async (page) => {
        await page.getByRole('button', {name: /^Filters/}).click();
        await page.locator('#listing-facets').waitFor({state: 'visible'});
      },
      reset: async (page) => {
        await page.getByRole('button', {name: /^Filters/}).click();
        await page.locator('#listing-facets').waitFor({state: 'hidden'});
      },
    },
    {
      name: 'diamondFilters',
      path: '/ring-builder/diamonds',
      viewport: MOBILE,
      act: async (page) => {
        await page.getByRole('button', {name: /^Filters \(/}).click();
        await page.getByRole('dialog', {name: 'Filters'}).waitFor({state: 'visible'});
      },
      reset: (page) => closeWithEscape(page, '[role="dialog"]'),
    },
  ];
}

/** The skeleton's counterparts of ours, for the interactions it has. */
export function skeletonInteractions(productPath: string): Interaction[] {
  return [
    {
      name: 'mobileMenu',
      path: '/',
      viewport: MOBILE,
      act: async (page) => {
        await page.locator('.header-menu-mobile-toggle').click();
        await page.locator('.overlay.expanded').waitFor({state: 'visible'});
      },
      reset: (page) => closeWithEscape(page, '.overlay.expanded'),
    },
    {
      name: 'productOption',
      path: productPath,
      viewport: DESKTOP,
      act: (page, sample) => urlChangesAfter(page, () => page.locator('.product-options-item').nth(sample % 2 === 0 ? 1 : 0).click()),
      reset: settle,
    },
    ...cartInteractions(productPath, {
      line: '.overlay.expanded .cart-line',
      increase: 'Increase quantity',
      quantity: (line, shown) => line.locator('.cart-line-quantity').filter({hasText: new RegExp(`Quantity: ${shown}\\b`)}),
    }),
  ];
}

declare global {
  interface Window {
    __benchEvents?: {interactionId: number; duration: number; startTime: number}[];
  }
}

/** Collects every event entry with an interaction id from the page's start on. */
function recordEventTiming(floorMs: number) {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    // interactionId is in Chromium and the Event Timing spec, not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & {interactionId?: number})[]) {
      if (entry.interactionId) window.__benchEvents!.push({interactionId: entry.interactionId, duration: entry.duration, startTime: entry.startTime});
    }
  }).observe({type: 'event', durationThreshold: floorMs, buffered: true} as PerformanceObserverInit);
}

async function longestInteractionSince(page: Page, since: number): Promise<number> {
  // Entries are queued after the paint that follows the input: give them two frames and a moment.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))));
  const durations = await page.evaluate((t) => (window.__benchEvents ?? []).filter((e) => e.startTime >= t).map((e) => e.duration), since);
  return Math.max(EVENT_TIMING_FLOOR_MS, ...durations);
}

export async function measureInp(browser: Browser, baseUrl: string, interaction: Interaction, samples: number, islands: string[] = []): Promise<InpResult> {
  const context = await browser.newContext({viewport: interaction.viewport});
  const page = await context.newPage();
  try {
    await page.addInitScript(recordEventTiming, EVENT_TIMING_FLOOR_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.goto(`${baseUrl}${interaction.path}`);
    await ready(page, islands);
    await interaction.prepare?.(page);
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      const since = await page.evaluate(() => performance.now());
      await interaction.act(page, i);
      times.push(await longestInteractionSince(page, since));
      await interaction.reset?.(page, i);
    }
    return {p75Ms: percentile(times, 75), samples: times, path: interaction.path, viewport: interaction.viewport.width};
  } finally {
    await context.close();
  }
}

export async function measureAllInp(browser: Browser, baseUrl: string, interactions: Interaction[], samples: number, islands: string[] = []) {
  const out: Partial<Record<InteractionName, InpResult>> = {};
  for (const interaction of interactions) {
    console.error(`bench: INP ${baseUrl} ${interaction.name}...`);
    out[interaction.name] = await measureInp(browser, baseUrl, interaction, samples, islands);
  }
  return out;
}
