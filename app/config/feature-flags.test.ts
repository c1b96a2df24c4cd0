import {describe, expect, it} from 'vitest';
import {FEATURE_FLAG_ENV_VARS, FEATURE_FLAGS, featureFlags, type FeatureFlag} from './feature-flags';

const FLAGS = Object.keys(FEATURE_FLAGS) as FeatureFlag[];

describe('featureFlags', () => {
  it('ships the spec §9 values', () => {
    expect(featureFlags({})).toEqual({
      customerAccount: false,
      calComAppointment: true,
      dropAHint: true,
      gfVoucherCustomPage: false,
      relatedProductsSection: false,
      recentlyViewedProductsSection: true,
      communicationPreference: false,
    });
  });

  it.each(FLAGS)('%s can be switched on and off by its environment variable', (flag) => {
    const name = FEATURE_FLAG_ENV_VARS[flag];
    expect(featureFlags({[name]: 'true'})[flag]).toBe(true);
    expect(featureFlags({[name]: 'false'})[flag]).toBe(false);
  });

  it('reads common spellings and ignores case and spaces', () => {
    expect(featureFlags({FEATURE_CUSTOMER_ACCOUNT: ' ON '}).customerAccount).toBe(true);
    expect(featureFlags({FEATURE_CUSTOMER_ACCOUNT: '1'}).customerAccount).toBe(true);
    expect(featureFlags({FEATURE_DROP_A_HINT: 'no'}).dropAHint).toBe(false);
  });

  it('keeps the shipped value for an empty or unrecognised override', () => {
    expect(featureFlags({FEATURE_DROP_A_HINT: ''}).dropAHint).toBe(true);
    expect(featureFlags({FEATURE_CUSTOMER_ACCOUNT: 'maybe'}).customerAccount).toBe(false);
  });

  it('overrides only the flag named', () => {
    const flags = featureFlags({FEATURE_CUSTOMER_ACCOUNT: 'true'});
    expect(flags.customerAccount).toBe(true);
    expect(flags.dropAHint).toBe(true);
    expect(flags.relatedProductsSection).toBe(false);
  });
});
