import {describe, expect, it} from 'vitest';
import {addDays, annualDayIn, calendarDateIn, formatCalendarDate} from './calendar-date';

describe('calendar dates', () => {
  it("gives the store's calendar day for an instant", () => {
    const instant = new Date('2027-01-01T03:00:00Z');
    expect(calendarDateIn(instant, 'America/New_York')).toEqual({year: 2026, month: 12, day: 31});
    expect(calendarDateIn(instant, 'UTC')).toEqual({year: 2027, month: 1, day: 1});
  });

  it("reads the day in the mainland US zones from the daylight-saving rule as Intl does: every hour of 2025-2032, every minute around each switch", () => {
    const HOUR_MS = 3_600_000;
    for (const timeZone of ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']) {
      const format = new Intl.DateTimeFormat('en-US', {timeZone, year: 'numeric', month: 'numeric', day: 'numeric'});
      const intlDate = (instant: Date) => {
        const parts = format.formatToParts(instant);
        const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
        return {year: part('year'), month: part('month'), day: part('day')};
      };
      const instants: Date[] = [];
      for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2033, 0, 1); time += HOUR_MS) instants.push(new Date(time));
      for (let year = 2025; year <= 2032; year++) {
        for (const switchDay of [annualDayIn(year, {month: 3, weekday: 0, nth: 2}), annualDayIn(year, {month: 11, weekday: 0, nth: 1})]) {
          const midnight = Date.UTC(switchDay.year, switchDay.month - 1, switchDay.day);
          for (let time = midnight; time < midnight + 14 * HOUR_MS; time += 60_000) instants.push(new Date(time));
        }
      }
      const wrong = instants.filter((instant) => JSON.stringify(calendarDateIn(instant, timeZone)) !== JSON.stringify(intlDate(instant)));
      expect(wrong.map((instant) => `${timeZone} ${instant.toISOString()}`)).toEqual([]);
    }
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays({year: 2028, month: 2, day: 28}, 1)).toEqual({year: 2028, month: 2, day: 29});
    expect(addDays({year: 2026, month: 12, day: 31}, 1)).toEqual({year: 2027, month: 1, day: 1});
  });

  it('finds the nth and the last weekday of a month', () => {
    expect(annualDayIn(2026, {month: 11, weekday: 4, nth: 4})).toEqual({year: 2026, month: 11, day: 26});
    expect(annualDayIn(2026, {month: 5, weekday: 1, nth: -1})).toEqual({year: 2026, month: 5, day: 25});
    expect(annualDayIn(2027, {month: 5, weekday: 1, nth: -1})).toEqual({year: 2027, month: 5, day: 31});
    expect(annualDayIn(2026, {month: 9, weekday: 1, nth: 1})).toEqual({year: 2026, month: 9, day: 7});
  });

  it('formats in four styles', () => {
    const date = {year: 2026, month: 12, day: 11};
    expect(formatCalendarDate(date, 'short')).toBe('Dec 11');
    expect(formatCalendarDate(date, 'shortWithWeekday')).toBe('Fri, Dec 11');
    expect(formatCalendarDate(date, 'long')).toBe('December 11');
    expect(formatCalendarDate(date, 'longWithWeekday')).toBe('Friday, December 11');
  });

  it('writes every day of two years as Intl writes it in en-US', () => {
    const intl = {
      short: new Intl.DateTimeFormat('en-US', {month: 'short', day: 'numeric', timeZone: 'UTC'}),
      shortWithWeekday: new Intl.DateTimeFormat('en-US', {weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC'}),
      long: new Intl.DateTimeFormat('en-US', {month: 'long', day: 'numeric', timeZone: 'UTC'}),
      longWithWeekday: new Intl.DateTimeFormat('en-US', {weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC'}),
    };
    for (let day = {year: 2027, month: 1, day: 1}; day.year < 2029; day = addDays(day, 1)) {
      for (const style of ['short', 'shortWithWeekday', 'long', 'longWithWeekday'] as const) {
        expect(formatCalendarDate(day, style)).toBe(intl[style].format(new Date(Date.UTC(day.year, day.month - 1, day.day))));
      }
    }
  });
});
