import type {AnalyticsEvent} from '~/features/analytics/model/analytics-events';
import {analyticsConsent} from '~/features/analytics/privacy-choice';
import {browserOnly} from '~/ui/lazy-island';

// Spec §7 analytics events, pushed to the page's data layer for the tag manager to read; only
// with the shopper's consent, and only events the catalog defines.

export type DataLayerEvent = AnalyticsEvent;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

// The catalog check loads with the first event, not with the page; events still reach the data
// layer in the order they were pushed. The server never pushes, so the worker does not
// carry the catalog.
const loadCatalog = import.meta.env.SSR ? browserOnly : () => import('~/features/analytics/model/analytics-events');
let pushed: Promise<void> = Promise.resolve();

export function pushDataLayerEvent(event: DataLayerEvent): void {
  if (typeof window === 'undefined' || !analyticsConsent()) return;
  pushed = pushed
    .then(loadCatalog)
    .then(({validAnalyticsEvent}) => {
      const valid = validAnalyticsEvent(event);
      if (!valid) {
        console.warn('[analytics] event left out: it does not match the catalog', event.event);
        return;
      }
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push(valid);
    })
    .catch((error: unknown) => console.warn('[analytics] event left out: the catalog did not load', error));
}
