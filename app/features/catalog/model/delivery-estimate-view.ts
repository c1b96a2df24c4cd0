// What a delivery estimate says, as text: made where the page is made (the product page's loader, or
// the cart and ring review in the browser) from the one delivery promise.
import {formatCalendarDate, sameDay, type CalendarDate} from './calendar-date';
import {deliveryPromise, type LeadTime} from './delivery-promise';

export interface DeliveryEstimateView {
  /** `Estimated delivery Mon, Dec 7 – Fri, Dec 11` */
  dates: string;
  /** `Arrives by Christmas`, when this piece arrives by the holiday in season. */
  holidayTitle: string | null;
  /** Said where a late piece is worth telling (the ring review). */
  late: string | null;
}

export function deliveryEstimateView(today: CalendarDate, lead: LeadTime): DeliveryEstimateView {
  const {arrives, holiday} = deliveryPromise(today, lead);
  const format = (date: CalendarDate) => formatCalendarDate(date, 'shortWithWeekday');
  return {
    dates: `Estimated delivery ${sameDay(arrives.earliest, arrives.latest) ? format(arrives.latest) : `${format(arrives.earliest)} – ${format(arrives.latest)}`}`,
    holidayTitle: holiday?.arrivesInTime ? holiday.title : null,
    late: holiday && !holiday.arrivesInTime ? `Cannot arrive by ${holiday.name} (${formatCalendarDate(holiday.day, 'long')}).` : null,
  };
}
