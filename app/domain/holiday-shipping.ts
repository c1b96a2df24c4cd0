// Spec §3/§4 holiday shipping: `Arrives by {holiday}` while a holiday's order cutoff is 0 to 31
// days ahead; the first match in the configured order wins.
import {DELIVERY_HOLIDAYS, HOLIDAY_WINDOW_DAYS} from '~/config/holidays';

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export interface DeliveryHoliday {
  holiday: string;
  month: number;
  cutoffDay: number;
}

export interface HolidayPromotion {
  holiday: string;
  title: string;
  icon: 'gift';
  cutoff: CalendarDate;
  daysLeft: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;

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
      return {holiday: holiday.holiday, title: `Arrives by ${holiday.holiday}`, icon: 'gift', cutoff, daysLeft};
    }
  }
  return null;
}

// Building a formatter costs far more than formatting: one per time zone serves every call.
const calendarFormats = new Map<string, Intl.DateTimeFormat>();

function calendarFormat(timeZone: string): Intl.DateTimeFormat {
  let format = calendarFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {timeZone, year: 'numeric', month: 'numeric', day: 'numeric'});
    calendarFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date of an instant in a time zone, so server and browser agree on "today". */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const parts = calendarFormat(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {year: part('year'), month: part('month'), day: part('day')};
}
