// Spec §3/§4 holiday shipping: `Arrives by {holiday}` while a holiday's order cutoff is 0 to 31
// days ahead; the first match in the configured order wins.
import {DELIVERY_HOLIDAYS, HOLIDAY_WINDOW_DAYS} from '~/config/holidays';
import {annualDayIn, dayNumber, type AnnualDay, type CalendarDate} from './calendar-date';

export interface DeliveryHoliday {
  holiday: string;
  /** The last day to order for arrival by the holiday: month 1-12 and day. */
  month: number;
  cutoffDay: number;
  /** The holiday itself. */
  arrival: AnnualDay;
}

export interface HolidayPromotion {
  holiday: string;
  title: string;
  icon: 'gift';
  cutoff: CalendarDate;
  /** The holiday's own day, the one "arrives by" promises. */
  day: CalendarDate;
  daysLeft: number;
}

/** The next cutoff on or after `today`: this year's, or next year's once this year's has passed. */
function nextCutoff(today: CalendarDate, holiday: DeliveryHoliday): CalendarDate {
  const thisYear = {year: today.year, month: holiday.month, day: holiday.cutoffDay};
  return dayNumber(thisYear) >= dayNumber(today) ? thisYear : {...thisYear, year: today.year + 1};
}

export function holidayPromotion(
  today: CalendarDate,
  holidays: readonly DeliveryHoliday[] = DELIVERY_HOLIDAYS,
  windowDays = HOLIDAY_WINDOW_DAYS,
): HolidayPromotion | null {
  for (const holiday of holidays) {
    const cutoff = nextCutoff(today, holiday);
    const daysLeft = dayNumber(cutoff) - dayNumber(today);
    if (daysLeft >= 0 && daysLeft <= windowDays) {
      return {
        holiday: holiday.holiday,
        title: `Arrives by ${holiday.holiday}`,
        icon: 'gift',
        cutoff,
        day: annualDayIn(cutoff.year, holiday.arrival),
        daysLeft,
      };
    }
  }
  return null;
}
