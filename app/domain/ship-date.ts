// Spec §2/§3: the ship-date notice on product cards, and the ship window on product pages.

export interface MonthDay {
  /** 1-12 */
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

function startOfDayUtc(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** The date `days` calendar days after `now` (UTC, start of day). */
export function daysFrom(now: Date, days: number): Date {
  return new Date(startOfDayUtc(now) + days * DAY_MS);
}

/** The cutoff still ahead of (or on) `now`: this year's, or next year's once it has passed. */
export function nextCutoff(now: Date, cutoff: MonthDay): Date {
  const thisYear = Date.UTC(now.getUTCFullYear(), cutoff.month - 1, cutoff.day);
  return new Date(thisYear >= startOfDayUtc(now) ? thisYear : Date.UTC(now.getUTCFullYear() + 1, cutoff.month - 1, cutoff.day));
}

/**
 * The estimated ship end when it falls after the coming cutoff (the notice is due), else null.
 * An unknown ship end shows no notice.
 */
export function shipDateNotice(now: Date, shipEndDays: number | null | undefined, cutoff: MonthDay): {shipEnd: Date; cutoff: Date} | null {
  if (shipEndDays === null || shipEndDays === undefined || !Number.isFinite(shipEndDays) || shipEndDays < 0) return null;
  const shipEnd = daysFrom(now, shipEndDays);
  const due = nextCutoff(now, cutoff);
  return shipEnd.getTime() > due.getTime() ? {shipEnd, cutoff: due} : null;
}

// Building a formatter costs far more than formatting: one serves every render.
const shortDate = new Intl.DateTimeFormat('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'});

/** Ship-date notices and windows read `Dec 21`. */
export function formatShortDate(date: Date): string {
  return shortDate.format(date);
}

/** A metafield's day count, or null when it is missing or not a whole number of days. */
export function parseDays(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const days = Number(value);
  return Number.isInteger(days) && days >= 0 ? days : null;
}
