import {STORE_TIME_ZONE} from '~/config/holidays';
import {calendarDateIn, formatCalendarDate, sameDay, type CalendarDate} from '~/features/catalog/model/calendar-date';
import {deliveryPromise, type LeadTime} from '~/features/catalog/model/delivery-promise';
import {GiftIcon} from '~/ui/GiftIcon';

interface DeliveryEstimateProps {
  lead: LeadTime;
  /** Whether to say so when the piece cannot arrive by the holiday in season (the ring review does). */
  tellWhenLate?: boolean;
  className?: string;
}

const dateRange = (earliest: CalendarDate, latest: CalendarDate) =>
  sameDay(earliest, latest)
    ? formatCalendarDate(latest, 'shortWithWeekday')
    : `${formatCalendarDate(earliest, 'shortWithWeekday')} – ${formatCalendarDate(latest, 'shortWithWeekday')}`;

/**
 * The delivery promise wherever a date is shown (product page, cart, ring review), from the one
 * model: the same piece gets the same dates and the same holiday promise on every page.
 */
export function DeliveryEstimate({lead, tellWhenLate = false, className = 'delivery-estimate'}: DeliveryEstimateProps) {
  const promise = deliveryPromise(calendarDateIn(new Date(), STORE_TIME_ZONE), lead);
  const {holiday} = promise;
  return (
    <div className={className}>
      <p data-testid="delivery-estimate">Estimated delivery {dateRange(promise.arrives.earliest, promise.arrives.latest)}</p>
      {holiday?.arrivesInTime ? (
        <p className="holiday-notice" data-testid="holiday-notice">
          <GiftIcon />
          <span>{holiday.title}</span>
        </p>
      ) : null}
      {holiday && !holiday.arrivesInTime && tellWhenLate ? (
        <p className="delivery-estimate__late" data-testid="holiday-late">
          Cannot arrive by {holiday.name} ({formatCalendarDate(holiday.day, 'long')}).
        </p>
      ) : null}
    </div>
  );
}
