import {describe, expect, it} from 'vitest';
import {analyticsCookieWrites, hasAnalyticsConsent, parsePrivacyChoice, shopifyTrackingConsent} from './analytics-consent';

describe('analytics consent', () => {
  it('is given by default on a US storefront', () => {
    expect(hasAnalyticsConsent(null, false)).toBe(true);
    expect(hasAnalyticsConsent('granted', false)).toBe(true);
  });

  it('is absent when withdrawn or when the browser sends Global Privacy Control', () => {
    expect(hasAnalyticsConsent('withdrawn', false)).toBe(false);
    expect(hasAnalyticsConsent(null, true)).toBe(false);
    expect(hasAnalyticsConsent('granted', true)).toBe(false);
  });

  it('reads only the two stored choices', () => {
    expect(parsePrivacyChoice('granted')).toBe('granted');
    expect(parsePrivacyChoice('withdrawn')).toBe('withdrawn');
    expect(parsePrivacyChoice('yes')).toBeNull();
    expect(parsePrivacyChoice(null)).toBeNull();
  });

  it('sets both cookies with the spec §9 lifetimes, keeping existing ids', () => {
    expect(analyticsCookieWrites(true, {_shopify_y: 'visitor'}, () => 'fresh', false)).toEqual([
      '_shopify_y=visitor; Max-Age=31104000; Path=/; SameSite=Lax',
      '_shopify_s=fresh; Max-Age=1800; Path=/; SameSite=Lax',
    ]);
  });

  it('expires both cookies without consent', () => {
    expect(analyticsCookieWrites(false, {_shopify_y: 'visitor'}, () => 'fresh', true)).toEqual([
      '_shopify_y=; Max-Age=0; Path=/; SameSite=Lax; Secure',
      '_shopify_s=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ]);
  });
});

describe('shopifyTrackingConsent', () => {
  it('grants or withdraws every purpose together', () => {
    expect(shopifyTrackingConsent(true)).toEqual({analytics: true, marketing: true, preferences: true, sale_of_data: true});
    expect(shopifyTrackingConsent(false)).toEqual({analytics: false, marketing: false, preferences: false, sale_of_data: false});
  });
});
