import {describe, expect, it} from 'vitest';
import {TRANSIT_BUSINESS_DAYS} from '~/config/delivery';
import {addDays, annualDayIn, dayNumber, weekdayOf, type CalendarDate} from './calendar-date';
import {addBusinessDays, deliveryPromise, isBusinessDay, leadTimeOf, ringLeadTime} from './delivery-promise';
import {holidayPromotion} from './holiday-shipping';

const day = (iso: string): CalendarDate => {
  const [year, month, date] = iso.split('-').map(Number);
  return {year: year!, month: month!, day: date!};
};
const iso = (date: CalendarDate) => `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

function* daysFrom(first: string, count: number) {
  for (let n = 0; n < count; n++) yield addDays(day(first), n);
}

/** The spec's windows read off a calendar by hand: 31 days up to each order cutoff. */
function expectedHoliday(date: CalendarDate): string | null {
  const md = date.month * 100 + date.day;
  if (md >= 1120 && md <= 1221) return 'Christmas';
  if (md >= 113 && md <= 213) return "Valentine's Day";
  if (md >= 407 && md <= 508) return "Mother's Day";
  return null;
}

describe('the holiday in season', () => {
  it('matches the spec for every day of two years, across each cutoff and a leap day', () => {
    for (const date of daysFrom('2026-07-01', 731)) {
      expect(holidayPromotion(date)?.holiday ?? null, iso(date)).toBe(expectedHoliday(date));
    }
  });

  it("reads Valentine's cutoff as February 13: December promises Christmas, early January nothing", () => {
    expect(holidayPromotion(day('2026-12-13'))).toMatchObject({holiday: 'Christmas', cutoff: day('2026-12-21'), day: day('2026-12-25')});
    expect(holidayPromotion(day('2027-01-05'))).toBeNull();
    expect(holidayPromotion(day('2027-01-13'))).toMatchObject({holiday: "Valentine's Day", cutoff: day('2027-02-13'), day: day('2027-02-14'), daysLeft: 31});
    expect(holidayPromotion(day('2027-02-13'))).toMatchObject({daysLeft: 0});
    expect(holidayPromotion(day('2027-02-14'))).toBeNull();
  });

  it("finds Mother's Day on the second Sunday of May", () => {
    expect(holidayPromotion(day('2026-05-01'))?.day).toEqual(day('2026-05-10'));
    expect(holidayPromotion(day('2027-05-01'))?.day).toEqual(day('2027-05-09'));
    expect(annualDayIn(2022, {month: 5, weekday: 0, nth: 2})).toEqual(day('2022-05-08'));
  });
});

describe('business days', () => {
  it('skips weekends and the carriers holidays, a weekend holiday observed on the nearest weekday', () => {
    const closed = ['2026-05-25', '2026-07-03', '2026-09-07', '2026-11-26', '2026-12-25', '2027-01-01', '2027-12-24', '2027-12-31'];
    for (const date of closed) expect(isBusinessDay(day(date)), date).toBe(false);
    for (const date of ['2026-07-06', '2026-11-27', '2026-12-24', '2027-12-27']) expect(isBusinessDay(day(date)), date).toBe(true);
    expect(isBusinessDay(day('2026-11-28'))).toBe(false);
    expect(isBusinessDay(day('2026-11-29'))).toBe(false);
  });

  it('counts from the next business day when ordered on a weekend', () => {
    expect(addBusinessDays(day('2026-11-28'), 0)).toEqual(day('2026-11-30'));
    expect(addBusinessDays(day('2026-11-28'), 1)).toEqual(day('2026-12-01'));
    expect(addBusinessDays(day('2026-11-25'), 1)).toEqual(day('2026-11-27'));
  });
});

describe('deliveryPromise', () => {
  it('ships and arrives only on business days, transit after shipping, every day of a year', () => {
    for (const today of daysFrom('2026-11-01', 366)) {
      const promise = deliveryPromise(today, {start: 10, end: 15});
      for (const date of [promise.ships.earliest, promise.ships.latest, promise.arrives.earliest, promise.arrives.latest]) {
        expect(isBusinessDay(date), `${iso(today)} -> ${iso(date)}`).toBe(true);
        expect([0, 6]).not.toContain(weekdayOf(date));
      }
      expect(promise.arrives.latest).toEqual(addBusinessDays(promise.ships.latest, TRANSIT_BUSINESS_DAYS));
      expect(dayNumber(promise.ships.latest) - dayNumber(promise.ships.earliest)).toBeGreaterThanOrEqual(5);
      const holiday = holidayPromotion(today);
      expect(promise.holiday?.name ?? null, iso(today)).toBe(holiday?.holiday ?? null);
      if (holiday) expect(promise.holiday?.arrivesInTime, iso(today)).toBe(dayNumber(promise.arrives.latest) <= dayNumber(holiday.day));
    }
  });

  it('a ring shipping December 23 to 30 is not promised for Christmas', () => {
    const promise = deliveryPromise(day('2026-12-08'), {start: 11, end: 15});
    expect(promise.ships).toEqual({earliest: day('2026-12-23'), latest: day('2026-12-30')});
    expect(promise.arrives).toEqual({earliest: day('2026-12-28'), latest: day('2027-01-04')});
    expect(promise.holiday).toMatchObject({name: 'Christmas', arrivesInTime: false});
  });

  it('a piece that lands by the holiday itself arrives in time; the stone adds its days', () => {
    const piece = deliveryPromise(day('2026-11-20'), {start: 11, end: 19});
    expect(piece.arrives.latest).toEqual(day('2026-12-22'));
    expect(piece.holiday).toMatchObject({name: 'Christmas', title: 'Arrives by Christmas', arrivesInTime: true});
    const ring = deliveryPromise(day('2026-11-20'), ringLeadTime({start: 11, end: 19}, 'natural'));
    expect(ringLeadTime({start: 11, end: 19}, 'lab')).toEqual({start: 13, end: 21});
    expect(ring.arrives.latest).toEqual(day('2026-12-29'));
    expect(ring.holiday?.arrivesInTime).toBe(false);
  });

  it('reads lead times leniently: a missing start is the end, no end is no promise', () => {
    expect(leadTimeOf(8, 13)).toEqual({start: 8, end: 13});
    expect(leadTimeOf(null, 13)).toEqual({start: 13, end: 13});
    expect(leadTimeOf(20, 13)).toEqual({start: 13, end: 13});
    expect(leadTimeOf(8, null)).toBeNull();
    expect(leadTimeOf(8, -1)).toBeNull();
  });
});
