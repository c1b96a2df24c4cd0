import type {DeliveryEstimateView} from '~/features/catalog/model/delivery-estimate-view';
import {GiftIcon} from '~/ui/GiftIcon';

export interface DeliveryEstimateTextProps {
  view: DeliveryEstimateView;
  /** Whether to say so when the piece cannot arrive by the holiday in season (the ring review does). */
  tellWhenLate?: boolean;
  className?: string;
}

/**
 * The delivery promise wherever a date is shown (product page, cart, ring review), from the one
 * model: the same piece gets the same dates and the same holiday promise on every page.
 */
export function DeliveryEstimateText({view, tellWhenLate = false, className = 'delivery-estimate'}: DeliveryEstimateTextProps) {
  return (
    <div className={className}>
      <p data-testid="delivery-estimate">{view.dates}</p>
      {view.holidayTitle ? (
        <p className="holiday-notice" data-testid="holiday-notice">
          <GiftIcon />
          <span>{view.holidayTitle}</span>
        </p>
      ) : null}
      {view.late && tellWhenLate ? (
        <p className="delivery-estimate__late" data-testid="holiday-late">
          {view.late}
        </p>
      ) : null}
    </div>
  );
}
