// The speed targets of issue 9. `npm run bench:check` checks all of them against the latest
// results; the byte budgets, being deterministic, are also checked by `npm test`.
export const BUDGETS = {
  lighthouse: {score: 100, lcpMs: 1500, tbtMs: 50, cls: 0.02},
  /** First-load JS (gzip and brotli) per route, as a share of the skeleton's same route. */
  firstLoadJsRatio: 0.9,
  /** The ring builder has no skeleton counterpart: it is held to the skeleton's product page. */
  ringBuilderFirstLoadJsRatio: 1.3,
  /** Product-page requests per second, as a share of the skeleton's. */
  productThroughputRatio: 1.0,
  diamondQueryP95Ms: {100000: 2, 1000000: 10} as Record<number, number>,
  sliderReleaseToResultsMs: 100,
} as const;
