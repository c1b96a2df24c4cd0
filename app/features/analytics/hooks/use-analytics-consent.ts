import {useSyncExternalStore} from 'react';
import {analyticsConsent, PRIVACY_CHOICE_EVENT} from '~/features/analytics/privacy-choice';

function subscribe(onChange: () => void) {
  window.addEventListener(PRIVACY_CHOICE_EVENT, onChange);
  return () => window.removeEventListener(PRIVACY_CHOICE_EVENT, onChange);
}

/**
 * The shopper's analytics consent as React state. The server never knows it (it lives in the
 * browser), so anything gated on it renders after hydration and never loads before consent is read.
 */
export function useAnalyticsConsent(): boolean {
  return useSyncExternalStore(subscribe, analyticsConsent, () => false);
}
