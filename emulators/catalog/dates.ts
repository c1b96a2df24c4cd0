// Catalog timestamps. Everything is derived from the seed, never from the clock, so a catalog
// regenerated next year is identical; only time-limited content (banners) is dated from the day the
// stack is seeded, which the caller passes in.
import type {Random} from './random';

const DAY_MS = 86_400_000;

/** The catalogue's "now": nothing is created or updated after it. */
export const CATALOG_EPOCH = Date.UTC(2026, 10, 1);
export const CATALOG_START = Date.UTC(2023, 0, 9);

/** Shopify's timestamp format: ISO 8601 without milliseconds. */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** A time of day during business hours, on a day between `from` and `to`. */
export function randomTime(random: Random, from: number, to: number): number {
  const day = Math.floor(random.float(from, to) / DAY_MS) * DAY_MS;
  return day + random.int(8 * 3600, 19 * 3600) * 1000;
}

/** Midnight UTC of the day `ms` falls on. */
export function utcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

export function addDays(ms: number, days: number): number {
  return ms + days * DAY_MS;
}

/** createdAt, then a publish shortly after and an update some time later, capped at the epoch. */
export function lifecycleDates(random: Random, createdAt: number) {
  const publishedAt = Math.min(CATALOG_EPOCH, createdAt + random.int(0, 3 * 3600) * 1000);
  const updatedAt = Math.min(CATALOG_EPOCH, addDays(publishedAt, random.int(1, 240)));
  return {
    createdAt: isoSeconds(createdAt),
    publishedAt: isoSeconds(publishedAt),
    updatedAt: isoSeconds(updatedAt),
  };
}
