import {useMemo} from 'react';
import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/features/chrome/page-shell-data.server';
import {calEmbedTarget} from '~/features/engagement/appointment-booking';
import {openCalModal, useCalEmbed} from '~/features/engagement/cal-embed';
import {useAnalyticsConsent} from '~/features/analytics/hooks/use-analytics-consent';
import {useFeatureFlag} from '~/platform/use-feature-flag';
import {useNonce} from '~/platform/nonce';

/**
 * Book an appointment (flag calComAppointment): the configured Cal.com booking page. With the
 * shopper's consent, Cal.com's widget loads and opens over the page; without it, or until it has
 * loaded, or if it cannot, the link opens the booking page in a new tab.
 */
export function BookAppointmentLink({className = 'book-appointment'}: {className?: string}) {
  const enabled = useFeatureFlag('calComAppointment');
  const url = useRouteLoaderData<RootLoader>('root')?.appointmentBookingUrl ?? null;
  const consent = useAnalyticsConsent();
  const nonce = useNonce();
  const target = useMemo(() => (url ? calEmbedTarget(url) : null), [url]);
  const widgetReady = useCalEmbed(enabled && consent ? target : null, nonce);
  if (!enabled || !url) return null;
  return (
    <p className={className}>
      <a
        href={url}
        className="button button--light"
        target="_blank"
        rel="noopener noreferrer"
        data-booking-widget={widgetReady ? 'ready' : 'link'}
        onClick={(event) => {
          if (!widgetReady || !target) return;
          event.preventDefault();
          openCalModal(target);
        }}
      >
        Book an appointment<span className="visually-hidden">{widgetReady ? ' (opens a booking window)' : ' (opens in a new tab)'}</span>
      </a>
    </p>
  );
}
