// The review step's deliver-by date for this exact ring: the setting's ship days plus the days its
// stone needs to be set, and whether that makes the holiday the shop is promoting (spec §3/§4).
import {STONE_SETTING_DAYS} from '~/config/ring-builder';
import {holidayPromotion, type CalendarDate, type DeliveryHoliday} from './holiday-shipping';
import type {StoneType} from './diamond-search-request';
import {DELIVERY_HOLIDAYS} from '~/config/holidays';

export interface RingDelivery {
  deliverBy: CalendarDate;
  /** The holiday whose order window is open, and whether this ring makes its cutoff. */
  holiday: {name: string; title: string; cutoff: CalendarDate; inTime: boolean} | null;
}

const DAY_MS = 86_400_000;
const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate()};
}

/**
 * Null when the setting does not say how long it takes to ship. The latest ship day is used, so
 * the promise holds; a holiday counts as made when the ring arrives by its cutoff.
 */
export function ringDelivery(
  today: CalendarDate,
  settingShipEndDays: number | null,
  stoneType: StoneType,
  holidays: readonly DeliveryHoliday[] = DELIVERY_HOLIDAYS,
): RingDelivery | null {
  if (settingShipEndDays === null || !Number.isInteger(settingShipEndDays) || settingShipEndDays < 0) return null;
  const deliverBy = addDays(today, settingShipEndDays + STONE_SETTING_DAYS[stoneType]);
  const promotion = holidayPromotion(today, holidays);
  return {
    deliverBy,
    holiday: promotion
      ? {name: promotion.holiday, title: promotion.title, cutoff: promotion.cutoff, inTime: dayNumber(deliverBy) <= dayNumber(promotion.cutoff)}
      : null,
  };
}

// Building a formatter costs far more than formatting: one of each serves every render.
const monthDayFormat = new Intl.DateTimeFormat('en-US', {month: 'long', day: 'numeric', timeZone: 'UTC'});
const withWeekdayFormat = new Intl.DateTimeFormat('en-US', {weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC'});

/** `Friday, December 11` for the deliver-by line. */
export function formatCalendarDate(date: CalendarDate, withWeekday = true): string {
  return (withWeekday ? withWeekdayFormat : monthDayFormat).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}
