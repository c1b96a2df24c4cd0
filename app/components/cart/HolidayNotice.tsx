import {STORE_TIME_ZONE} from '~/config/holidays';
import {calendarDateIn, holidayPromotion} from '~/domain/holiday-shipping';
import {GiftIcon} from './GiftIcon';

/** Spec §4 holiday window: `Arrives by {holiday}` while that holiday's cutoff is near. */
export function HolidayNotice({now = new Date()}: {now?: Date}) {
  const promotion = holidayPromotion(calendarDateIn(now, STORE_TIME_ZONE));
  if (!promotion) return null;
  return (
    <p className="holiday-notice" data-testid="holiday-notice">
      <GiftIcon />
      <span>{promotion.title}</span>
    </p>
  );
}
