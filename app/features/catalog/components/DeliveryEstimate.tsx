import {memo} from 'react';
import {STORE_TIME_ZONE} from '~/config/holidays';
import {calendarDateIn} from '~/features/catalog/model/calendar-date';
import type {LeadTime} from '~/features/catalog/model/delivery-promise';
import {deliveryEstimateView} from '~/features/catalog/model/delivery-estimate-view';
import {DeliveryEstimateText, type DeliveryEstimateTextProps} from './DeliveryEstimateText';

/**
 * The estimate for a lead time, dated in the browser on the store's day (cart, ring review).
 * Memoized: a cart entry keeps its lead time when its quantity changes.
 */
export const DeliveryEstimate = memo(function DeliveryEstimate({lead, ...rest}: Omit<DeliveryEstimateTextProps, 'view'> & {lead: LeadTime}) {
  return <DeliveryEstimateText view={deliveryEstimateView(calendarDateIn(new Date(), STORE_TIME_ZONE), lead)} {...rest} />;
});
