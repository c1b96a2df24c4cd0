import {STORE_TIME_ZONE} from '~/config/holidays';
import type {StoneType} from '~/domain/diamond-search-request';
import {calendarDateIn} from '~/domain/holiday-shipping';
import {formatCalendarDate, ringDelivery} from '~/domain/ring-delivery';
import {GiftIcon} from '~/components/cart/GiftIcon';

interface RingDeliveryNoteProps {
  settingShipEndDays: number | null;
  stoneType: StoneType;
}

/** The deliver-by date of this ring, and whether it makes the holiday in season. */
export function RingDeliveryNote({settingShipEndDays, stoneType}: RingDeliveryNoteProps) {
  const delivery = ringDelivery(calendarDateIn(new Date(), STORE_TIME_ZONE), settingShipEndDays, stoneType);
  if (!delivery) return null;
  const {holiday} = delivery;
  return (
    <div className="review-step__delivery">
      <p data-testid="review-deliver-by">Made for you and delivered by {formatCalendarDate(delivery.deliverBy)}</p>
      {holiday?.inTime ? (
        <p className="holiday-notice" data-testid="review-holiday">
          <GiftIcon />
          <span>{holiday.title}</span>
        </p>
      ) : null}
      {holiday && !holiday.inTime ? (
        <p className="review-step__late" data-testid="review-holiday">
          This ring cannot arrive by the {holiday.name} cutoff ({formatCalendarDate(holiday.cutoff, false)}).
        </p>
      ) : null}
    </div>
  );
}
