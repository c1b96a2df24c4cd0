/** Spec §1/§6: care plans are offered for U.S. orders only. */
export const CARE_PLAN_COUNTRIES: readonly string[] = ['US'];

/** Prefix of the item id shown while an added care plan is on its way to the server. */
export const TEMPORARY_ITEM_ID_PREFIX = 'temporary:';

/** Said wherever plans are offered or compared. */
export const CARE_PLAN_US_ONLY_NOTE = 'Protection plans are available for U.S. orders only.';
