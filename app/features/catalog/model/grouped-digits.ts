/**
 * `1,250,000`: a non-negative whole number's digits in groups of three, as en-US writes them.
 * Written out rather than asked of `Intl` because the first `Intl.NumberFormat` a page builds
 * costs 60-190 ms of main thread in Chromium (ADR 0011).
 */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A count for a shopper to read: `12,480`. */
export function formatCount(count: number): string {
  return Number.isSafeInteger(count) && count >= 0 ? groupDigits(String(count)) : String(count);
}
