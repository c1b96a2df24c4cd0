// Spec §7/§9 consent for a US storefront: analytics run unless the shopper opts out, and a Global
// Privacy Control signal is an opt-out the shopper has already made.

export type PrivacyChoice = 'granted' | 'withdrawn';

/** Spec §9 analytics cookies: a long-lived visitor id and a 30-minute session id. */
export const ANALYTICS_COOKIES = [
  {name: '_shopify_y', maxAgeSeconds: 31_104_000},
  {name: '_shopify_s', maxAgeSeconds: 1_800},
] as const;

export function parsePrivacyChoice(value: string | null | undefined): PrivacyChoice | null {
  return value === 'granted' || value === 'withdrawn' ? value : null;
}

/** GPC overrides any stored choice; without either, consent is treated as given. */
export function hasAnalyticsConsent(choice: PrivacyChoice | null, globalPrivacyControl: boolean): boolean {
  if (globalPrivacyControl) return false;
  return choice !== 'withdrawn';
}

/**
 * Cookie strings for `document.cookie`. With consent, each id keeps its value and its lifetime
 * starts again (the session id lapses after 30 idle minutes); without, both are expired.
 */
export function analyticsCookieWrites(
  consent: boolean,
  existing: Partial<Record<string, string>>,
  newId: () => string,
  secure: boolean,
): string[] {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return ANALYTICS_COOKIES.map(({name, maxAgeSeconds}) =>
    consent
      ? `${name}=${existing[name] || newId()}; Max-Age=${maxAgeSeconds}${attributes}`
      : `${name}=; Max-Age=0${attributes}`,
  );
}

/** Shopify's Customer Privacy API consent (`setTrackingConsent`) that matches ours. */
export interface ShopifyTrackingConsent {
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  sale_of_data: boolean;
}

/** One choice covers everything: the privacy control offers no finer grain. */
export function shopifyTrackingConsent(consent: boolean): ShopifyTrackingConsent {
  return {analytics: consent, marketing: consent, preferences: consent, sale_of_data: consent};
}
