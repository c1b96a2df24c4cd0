// Lighthouse in Debian's Chromium: its default (mobile) configuration with simulated throttling,
// performance category only; the caller runs each page several times and keeps the medians.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {median} from './stats.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseMetrics {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

export interface LighthouseResult extends LighthouseMetrics {
  runs: LighthouseMetrics[];
  /** The LCP element Lighthouse saw in the median run, to explain a slow LCP. */
  lcpElement: string | null;
}

export interface LighthouseRun {
  metrics: LighthouseMetrics;
  lcpElement: string | null;
}

export async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS});
  try {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const {lhr} = result;
    if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as {items?: {items?: {node?: {snippet?: string}}[]}[]} | undefined)?.items;
    return {
      metrics: {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(4)),
        speedIndexMs: Math.round(audit('speed-index')),
      },
      lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of each metric over several runs of one page. */
export function lighthouseMedian(results: LighthouseRun[]): LighthouseResult {
  const metrics = results.map((r) => r.metrics);
  const pick = (key: keyof LighthouseMetrics) => median(metrics.map((m) => m[key]));
  // The run whose score is the median one explains the numbers best.
  const byScore = [...results].sort((a, b) => a.metrics.score - b.metrics.score);
  return {
    score: pick('score'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    speedIndexMs: pick('speedIndexMs'),
    runs: metrics,
    lcpElement: byScore[Math.floor(byScore.length / 2)]!.lcpElement,
  };
}
