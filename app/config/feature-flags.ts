/** Spec §9 feature flags, as shipped. A deployment may override each through its environment. */
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
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** The worker variable that overrides each flag, e.g. `FEATURE_CUSTOMER_ACCOUNT=true`. */
export const FEATURE_FLAG_ENV_VARS = {
  customerAccount: 'FEATURE_CUSTOMER_ACCOUNT',
  calComAppointment: 'FEATURE_CAL_COM_APPOINTMENT',
  dropAHint: 'FEATURE_DROP_A_HINT',
  gfVoucherCustomPage: 'FEATURE_GF_VOUCHER_CUSTOM_PAGE',
  relatedProductsSection: 'FEATURE_RELATED_PRODUCTS_SECTION',
  recentlyViewedProductsSection: 'FEATURE_RECENTLY_VIEWED_PRODUCTS_SECTION',
  communicationPreference: 'FEATURE_COMMUNICATION_PREFERENCE',
} as const satisfies Record<FeatureFlag, `FEATURE_${string}`>;

export type FeatureFlagVariable = (typeof FEATURE_FLAG_ENV_VARS)[FeatureFlag];

const TRUE_VALUES = new Set(['true', '1', 'on', 'yes']);
const FALSE_VALUES = new Set(['false', '0', 'off', 'no']);

/** An unrecognised value keeps the shipped default rather than guessing what was meant. */
function overrideOf(raw: string | undefined): boolean | null {
  const value = raw?.trim().toLowerCase();
  if (!value) return null;
  if (TRUE_VALUES.has(value)) return true;
  if (FALSE_VALUES.has(value)) return false;
  return null;
}

const resolved = new WeakMap<object, FeatureFlags>();

/**
 * The flags for this deployment: the spec's values, then any `FEATURE_*` override. Resolved once, by
 * the env schema's parse (`context.appEnv.featureFlags`).
 */
export function featureFlags(env: Partial<Record<string, string | undefined>>): FeatureFlags {
  const cached = resolved.get(env);
  if (cached) return cached;
  const flags = Object.fromEntries(
    (Object.keys(FEATURE_FLAGS) as FeatureFlag[]).map((flag) => [
      flag,
      overrideOf(env[FEATURE_FLAG_ENV_VARS[flag]]) ?? FEATURE_FLAGS[flag],
    ]),
  ) as FeatureFlags;
  resolved.set(env, flags);
  return flags;
}
