import {describe, expect, it} from 'vitest';
import {MARKETING_CONSENT_INTENT, parseMarketingConsentForm} from './marketing-consent-form';

describe('parseMarketingConsentForm', () => {
  it('reads a ticked box as consent and an absent one as none', () => {
    expect(parseMarketingConsentForm({intent: MARKETING_CONSENT_INTENT, acceptsMarketing: 'on'})).toBe(true);
    expect(parseMarketingConsentForm({intent: MARKETING_CONSENT_INTENT})).toBe(false);
  });

  it('refuses another form, odd values and extra fields', () => {
    expect(parseMarketingConsentForm({acceptsMarketing: 'on'})).toBeNull();
    expect(parseMarketingConsentForm({intent: MARKETING_CONSENT_INTENT, acceptsMarketing: 'true'})).toBeNull();
    expect(parseMarketingConsentForm({intent: MARKETING_CONSENT_INTENT, email: 'x@example.com'})).toBeNull();
  });
});
