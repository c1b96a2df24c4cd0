// Days in the store's calendar, free of time zones: what the delivery promise counts in.

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** A day that comes back every year: a fixed date, or the nth weekday of a month (-1: the last). */
export type AnnualDay = {readonly month: number; readonly day: number} | {readonly month: number; readonly weekday: number; readonly nth: number};

const DAY_MS = 86_400_000;

const utc = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day);
const fromUtc = (time: number): CalendarDate => {
  const d = new Date(time);
  return {year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate()};
};

/** Days since 1970-01-01: subtract two to count the days between them. */
export const dayNumber = (date: CalendarDate) => utc(date) / DAY_MS;

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (date: CalendarDate) => new Date(utc(date)).getUTCDay();

export const addDays = (date: CalendarDate, days: number): CalendarDate => fromUtc(utc(date) + days * DAY_MS);

export const sameDay = (a: CalendarDate, b: CalendarDate) => dayNumber(a) === dayNumber(b);

/** The day an annual rule falls on in `year`. */
export function annualDayIn(year: number, rule: AnnualDay): CalendarDate {
  if ('day' in rule) return {year, month: rule.month, day: rule.day};
  if (rule.nth > 0) {
    const first = {year, month: rule.month, day: 1};
    return addDays(first, ((rule.weekday - weekdayOf(first) + 7) % 7) + (rule.nth - 1) * 7);
  }
  const last = addDays({year, month: rule.month + 1, day: 1}, -1);
  return addDays(last, -((weekdayOf(last) - rule.weekday + 7) % 7) + (rule.nth + 1) * 7);
}

/** Standard-time offsets, in minutes, of the mainland US zones that keep daylight time. */
const US_STANDARD_OFFSETS: Readonly<Record<string, number>> = {
  'America/New_York': -300,
  'America/Chicago': -360,
  'America/Denver': -420,
  'America/Los_Angeles': -480,
};
const DAYLIGHT_STARTS: AnnualDay = {month: 3, weekday: 0, nth: 2};
const DAYLIGHT_ENDS: AnnualDay = {month: 11, weekday: 0, nth: 1};
const MINUTE_MS = 60_000;

/**
 * US daylight time since 2007: from 2:00 standard time on the second Sunday of March to 2:00
 * daylight time on the first Sunday of November.
 */
function usCalendarDate(instant: Date, standardOffset: number): CalendarDate {
  const time = instant.getTime();
  const year = new Date(time + standardOffset * MINUTE_MS).getUTCFullYear();
  const starts = utc(annualDayIn(year, DAYLIGHT_STARTS)) + (120 - standardOffset) * MINUTE_MS;
  const ends = utc(annualDayIn(year, DAYLIGHT_ENDS)) + (120 - standardOffset - 60) * MINUTE_MS;
  const offset = time >= starts && time < ends ? standardOffset + 60 : standardOffset;
  return fromUtc(time + offset * MINUTE_MS);
}

// Building a formatter costs far more than formatting: one per time zone serves every call.
const calendarFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date of an instant in a time zone, so server and browser agree on "today". The
 * mainland US zones are read from the daylight-saving rule: the first formatter with a time zone
 * costs Chromium about 36 ms of main thread, and the cart drawer asked for it as it opened (ADR 0011).
 */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const standardOffset = US_STANDARD_OFFSETS[timeZone];
  if (standardOffset !== undefined) return usCalendarDate(instant, standardOffset);
  let format = calendarFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {timeZone, year: 'numeric', month: 'numeric', day: 'numeric'});
    calendarFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {year: part('year'), month: part('month'), day: part('day')};
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// Written out in US English rather than with `Intl.DateTimeFormat`: building the first formatter
// costs a page 10-20 ms of main thread, and these four shapes are all the store shows (ADR 0011).
const DATE_FORMATS = {
  /** Dec 21 */
  short: (date: CalendarDate) => `${MONTHS[date.month - 1]!.slice(0, 3)} ${date.day}`,
  /** Mon, Dec 21 */
  shortWithWeekday: (date: CalendarDate) => `${WEEKDAYS[weekdayOf(date)]!.slice(0, 3)}, ${MONTHS[date.month - 1]!.slice(0, 3)} ${date.day}`,
  /** December 21 */
  long: (date: CalendarDate) => `${MONTHS[date.month - 1]} ${date.day}`,
  /** Monday, December 21 */
  longWithWeekday: (date: CalendarDate) => `${WEEKDAYS[weekdayOf(date)]}, ${MONTHS[date.month - 1]} ${date.day}`,
};

export function formatCalendarDate(date: CalendarDate, style: keyof typeof DATE_FORMATS): string {
  return DATE_FORMATS[style](fromUtc(utc(date)));
}
