// Spec §2: a product card's ship-date notice, when the estimated ship end falls after the
// configured cutoff. The ship end is the delivery promise's, so the card agrees with the page.
import {dayNumber, type CalendarDate} from './calendar-date';
import {addBusinessDays} from './delivery-promise';

export interface MonthDay {
  /** 1-12 */
  month: number;
  day: number;
}

/** The cutoff still ahead of (or on) `today`: this year's, or next year's once it has passed. */
export function nextCutoff(today: CalendarDate, cutoff: MonthDay): CalendarDate {
  const thisYear = {year: today.year, month: cutoff.month, day: cutoff.day};
  return dayNumber(thisYear) >= dayNumber(today) ? thisYear : {...thisYear, year: today.year + 1};
}

/**
 * The latest ship day when it falls after the coming cutoff (the notice is due), else null. An
 * unknown ship end shows no notice.
 */
export function shipDateNotice(today: CalendarDate, shipEndDays: number | null, cutoff: MonthDay): {shipEnd: CalendarDate; cutoff: CalendarDate} | null {
  if (shipEndDays === null || !Number.isInteger(shipEndDays) || shipEndDays < 0) return null;
  const shipEnd = addBusinessDays(today, shipEndDays);
  const due = nextCutoff(today, cutoff);
  return dayNumber(shipEnd) > dayNumber(due) ? {shipEnd, cutoff: due} : null;
}
