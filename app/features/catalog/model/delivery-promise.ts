// The one delivery promise (issue: three pages gave three dates for one ring). A piece is made and
// shipped in its own business days (a ring's include setting its stone), the carrier delivers a
// set number of business days later; weekends and the carriers' holidays are never counted. Every
// page that shows a date asks this model.
import {CARRIER_HOLIDAYS, TRANSIT_BUSINESS_DAYS} from '~/config/delivery';
import {DELIVERY_HOLIDAYS} from '~/config/holidays';
import {STONE_SETTING_DAYS} from '~/config/ring-builder';
import {addDays, annualDayIn, dayNumber, weekdayOf, type CalendarDate} from './calendar-date';
import type {StoneType} from '~/features/ring-builder/model/diamond-filters';
import {holidayPromotion, type DeliveryHoliday} from './holiday-shipping';

/** Business days to make and ship a piece: its earliest and its latest. */
export interface LeadTime {
  start: number;
  end: number;
}

export interface DateWindow {
  earliest: CalendarDate;
  latest: CalendarDate;
}

export interface DeliveryPromise {
  ships: DateWindow;
  arrives: DateWindow;
  /** The holiday in season (spec §4 window), and whether this piece arrives by the day itself. */
  holiday: {name: string; title: string; day: CalendarDate; arrivesInTime: boolean} | null;
}

const observedDays = new Map<number, Set<number>>();

/** The carriers' holidays of a year, as day numbers, a weekend date moved to the day it is observed. */
function carrierHolidaysIn(year: number): Set<number> {
  let days = observedDays.get(year);
  if (!days) {
    days = new Set(
      CARRIER_HOLIDAYS.map((holiday) => {
        const date = annualDayIn(year, holiday);
        if (!('day' in holiday)) return dayNumber(date);
        const weekday = weekdayOf(date);
        return dayNumber(weekday === 6 ? addDays(date, -1) : weekday === 0 ? addDays(date, 1) : date);
      }),
    );
    observedDays.set(year, days);
  }
  return days;
}

export function isBusinessDay(date: CalendarDate): boolean {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return false;
  // New Year's Day on a Saturday is observed on the last day of the year before.
  return !carrierHolidaysIn(date.year).has(dayNumber(date)) && !carrierHolidaysIn(date.year + 1).has(dayNumber(date));
}

/** The `days`-th business day after `date` (0: `date` itself when it is one, else the next). */
export function addBusinessDays(date: CalendarDate, days: number): CalendarDate {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  for (let left = days; left > 0; left--) {
    do day = addDays(day, 1);
    while (!isBusinessDay(day));
  }
  return day;
}

/** A lead time from two optional day counts (a missing start is the end), or null without an end. */
export function leadTimeOf(start: number | null, end: number | null): LeadTime | null {
  if (end === null || !Number.isInteger(end) || end < 0) return null;
  const from = start !== null && Number.isInteger(start) && start >= 0 && start <= end ? start : end;
  return {start: from, end};
}

/** A built ring: its setting's lead time plus the days its stone needs to reach the workshop and be set. */
export function ringLeadTime(setting: LeadTime, stoneType: StoneType): LeadTime {
  const days = STONE_SETTING_DAYS[stoneType];
  return {start: setting.start + days, end: setting.end + days};
}

/** Whether a piece delivered by `latest` makes the holiday in season on `today`. */
export function holidayArrival(
  today: CalendarDate,
  latest: CalendarDate,
  holidays: readonly DeliveryHoliday[] = DELIVERY_HOLIDAYS,
): DeliveryPromise['holiday'] {
  const promotion = holidayPromotion(today, holidays);
  if (!promotion) return null;
  return {name: promotion.holiday, title: promotion.title, day: promotion.day, arrivesInTime: dayNumber(latest) <= dayNumber(promotion.day)};
}

/** When a piece ordered `today` ships and arrives. */
export function deliveryPromise(today: CalendarDate, lead: LeadTime, holidays: readonly DeliveryHoliday[] = DELIVERY_HOLIDAYS): DeliveryPromise {
  const ships = {earliest: addBusinessDays(today, lead.start), latest: addBusinessDays(today, lead.end)};
  const arrives = {earliest: addBusinessDays(ships.earliest, TRANSIT_BUSINESS_DAYS), latest: addBusinessDays(ships.latest, TRANSIT_BUSINESS_DAYS)};
  return {ships, arrives, holiday: holidayArrival(today, arrives.latest, holidays)};
}
