import {
  analyticsCookieWrites,
  hasAnalyticsConsent,
  parsePrivacyChoice,
  shopifyTrackingConsent,
  type PrivacyChoice,
} from '~/features/analytics/model/analytics-consent';

// The shopper's privacy choice lives in the browser only: it is not a secret, and the server never
// needs it because nothing analytic is sent from there.

const CHOICE_KEY = 'privacy-choice';

/** Dispatched on window when the shopper saves a choice, so consent-gated parts follow at once. */
export const PRIVACY_CHOICE_EVENT = 'privacy-choice-change';

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}

export function storedPrivacyChoice(): PrivacyChoice | null {
  try {
    return parsePrivacyChoice(window.localStorage.getItem(CHOICE_KEY));
  } catch {
    return null;
  }
}

export function globalPrivacyControl(): boolean {
  return typeof navigator !== 'undefined' && navigator.globalPrivacyControl === true;
}

/** Read at the moment of use: events fire from effects that can run before any provider's. */
export function analyticsConsent(): boolean {
  if (typeof window === 'undefined') return false;
  return hasAnalyticsConsent(storedPrivacyChoice(), globalPrivacyControl());
}

function currentCookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length >= 2 && !!pair[0])
      .map(([name, value]) => [name, value]),
  );
}

/** Sets or clears the analytics cookies to match the shopper's consent right now. */
export function syncAnalyticsCookies(): void {
  if (typeof document === 'undefined') return;
  const writes = analyticsCookieWrites(
    analyticsConsent(),
    currentCookies(),
    () => crypto.randomUUID(),
    window.location.protocol === 'https:',
  );
  for (const write of writes) document.cookie = write;
}

export function savePrivacyChoice(choice: PrivacyChoice): void {
  try {
    window.localStorage.setItem(CHOICE_KEY, choice);
  } catch {
    // Storage may be off (private mode); the choice then holds for this page only.
  }
  syncAnalyticsCookies();
  syncShopifyConsent();
  window.dispatchEvent(new Event(PRIVACY_CHOICE_EVENT));
}

/**
 * Tells Shopify's Customer Privacy API (loaded by Hydrogen's analytics provider, with consent only)
 * the shopper's current choice, so Shopify's own analytics and cookies follow it too.
 */
export function syncShopifyConsent(): void {
  window.Shopify?.customerPrivacy?.setTrackingConsent?.(shopifyTrackingConsent(analyticsConsent()), () => undefined);
}
