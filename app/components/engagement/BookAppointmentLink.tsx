import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import {useFeatureFlag} from '~/lib/use-feature-flag';

/**
 * Book an appointment (flag calComAppointment): a plain link to the Cal.com booking page, which
 * needs no script of ours and so works with or without analytics consent.
 */
export function BookAppointmentLink() {
  const enabled = useFeatureFlag('calComAppointment');
  const url = useRouteLoaderData<RootLoader>('root')?.appointmentBookingUrl ?? null;
  if (!enabled || !url) return null;
  return (
    <p className="book-appointment">
      <a href={url} className="button button--light" target="_blank" rel="noopener noreferrer">
        Book an appointment<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
