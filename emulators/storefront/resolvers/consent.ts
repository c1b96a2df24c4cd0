// `consentManagement` (API version `unstable`), as the Customer Privacy API and Hydrogen's
// useShopifyCookies query it through the storefront's proxy on page load: it answers the consent
// cookies and, like Shopify, sets `_shopify_y` (visitor, a year) and `_shopify_s` (visit, 30
// minutes) and names both in `Server-Timing` (`_y;desc="…"`, `_s;desc="…"`), keeping the values the
// browser already has.
import {randomUUID} from 'node:crypto';
import type {ResolverMap, StorefrontContext} from '../context';

interface VisitorConsentInput {
  analytics?: boolean | null;
  marketing?: boolean | null;
  preferences?: boolean | null;
  saleOfData?: boolean | null;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const VISIT_SECONDS = 30 * 60;

const cookieValue = (cookie: string, name: string) => new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(cookie)?.[1] ?? null;
const flag = (value: boolean | null | undefined) => (value === undefined || value === null ? '' : value ? '1' : '0');

/** The `_tracking_consent` cookie: Shopify's JSON, URI-encoded. A US visitor needs no banner. */
export function trackingConsentCookie(consent: VisitorConsentInput): string {
  return encodeURIComponent(
    JSON.stringify({
      con: {CMP: {a: flag(consent.analytics), m: flag(consent.marketing), p: flag(consent.preferences), s: flag(consent.saleOfData)}},
      v: '2.1',
      region: 'US',
      reg: '',
      purposes: {a: consent.analytics ?? true, p: consent.preferences ?? true, m: consent.marketing ?? true, t: true},
      display_banner: false,
      sale_of_data_region: false,
    }),
  );
}

function cookies(context: StorefrontContext, consent: VisitorConsentInput) {
  const visit = context.visit;
  const cookie = visit?.cookie ?? '';
  const unique = visit?.uniqueToken || cookieValue(cookie, '_shopify_y') || randomUUID();
  const session = visit?.visitToken || cookieValue(cookie, '_shopify_s') || randomUUID();
  const domain = new URL(context.publicUrl()).hostname;
  const tracking = trackingConsentCookie(consent);
  if (visit) {
    visit.setCookies.push(
      `_shopify_y=${unique}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`,
      `_shopify_s=${session}; Path=/; Max-Age=${VISIT_SECONDS}; SameSite=Lax`,
      `_tracking_consent=${tracking}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`,
    );
    visit.serverTiming.push(`_y;desc="${unique}"`, `_s;desc="${session}"`);
  }
  return {
    __typename: 'ConsentManagementCookies',
    cookieDomain: domain,
    trackingConsentCookie: tracking,
    shopifyUnique: unique,
    shopifyVisit: session,
    shopifyAnalyticsCookie: null,
    shopifyEssentialCookie: null,
    landingPageCookie: null,
    origReferrerCookie: null,
  };
}

export const consentResolvers: ResolverMap = {
  QueryRoot: {
    consentManagement: () => ({__typename: 'ConsentManagement'}),
  },
  ConsentManagement: {
    cookies: (_root: unknown, args: {visitorConsent?: VisitorConsentInput | null}, context) => cookies(context, args.visitorConsent ?? {}),
  },
};
