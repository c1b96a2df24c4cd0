/** Spec §9 feature flags, as shipped. */
export const FEATURE_FLAGS = {
  customerAccount: false,
  calComAppointment: true,
  dropAHint: true,
  gfVoucherCustomPage: false,
  relatedProductsSection: false,
  recentlyViewedProductsSection: true,
  communicationPreference: false,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAGS;
