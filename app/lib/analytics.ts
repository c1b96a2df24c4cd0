import {validAnalyticsEvent, type AnalyticsEvent} from '~/domain/analytics-events';
import {analyticsConsent} from '~/lib/analytics-consent';

// Spec §7 analytics events, pushed to the page's data layer for the tag manager to read; only
// with the shopper's consent, and only events the catalogue defines.

export {addToCartEvent} from '~/domain/analytics-events';
export type DataLayerEvent = AnalyticsEvent;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayerEvent(event: DataLayerEvent): void {
  if (typeof window === 'undefined' || !analyticsConsent()) return;
  const valid = validAnalyticsEvent(event);
  if (!valid) {
    console.warn('[analytics] event left out: it does not match the catalogue', event.event);
    return;
  }
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(valid);
}
