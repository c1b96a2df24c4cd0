// Reserved product tags (spec section 9): the cart treats tagged products specially, so the
// generator, the Storefront emulator and tests share these exact strings.
export const FREE_GIFT_TAG = '__FREE_GIFT';
export const LOVE_NOTE_TAG = '__LOVE_NOTE';

/** Product card badges: the first tag starting with BADGE_ labels the card. */
export const BADGE_BEST_SELLER = 'BADGE_BEST_SELLER';
export const BADGE_NEW_ARRIVAL = 'BADGE_NEW_ARRIVAL';
export const BADGE_ONLY_ONE_LEFT = 'BADGE_ONLY_ONE_LEFT';
export const BADGE_LIMITED_EDITION = 'BADGE_LIMITED_EDITION';

/** Tag matched by the seeded 20%-off discount rule. */
export const SALE_TAG = 'sale';
