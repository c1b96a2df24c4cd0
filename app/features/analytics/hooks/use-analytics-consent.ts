import {useSyncExternalStore} from 'react';
import {analyticsConsent, PRIVACY_CHOICE_EVENT} from '~/features/analytics/privacy-choice';
import {useHydrated} from '~/ui/hooks/use-hydrated';

function subscribe(onChange: () => void) {
  window.addEventListener(PRIVACY_CHOICE_EVENT, onChange);
  return () => window.removeEventListener(PRIVACY_CHOICE_EVENT, onChange);
}

const noConsent = () => false;

/**
 * The shopper's analytics consent as React state. The server never knows it (it lives in the
 * browser), so anything gated on it renders after hydration and never loads before consent is read.
 * While hydrating the browser reads the server's answer too, so the consent-gated parts mount in
 * useHydrated's transition, not in a blocking re-render.
 */
export function useAnalyticsConsent(): boolean {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? analyticsConsent : noConsent, noConsent);
}
