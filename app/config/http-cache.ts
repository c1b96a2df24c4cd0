import {CacheCustom, CacheShort, generateCacheControlHeader} from '@shopify/hydrogen';
import {QUERY_STALE_TIME_MS} from './chrome';

const ONE_YEAR_SECONDS = 31_536_000;

/** Spec §7: clients keep the menu without expiry. */
export const MENU_CACHE_CONTROL = `${generateCacheControlHeader(
  CacheCustom({mode: 'public', maxAge: ONE_YEAR_SECONDS}),
)}, immutable`;

/** Spec §7/§9: banners go stale after 270000 ms. */
export const BANNERS_CACHE_CONTROL = generateCacheControlHeader(
  CacheCustom({mode: 'public', maxAge: QUERY_STALE_TIME_MS / 1000}),
);

/** A product card's carousel images: as long as the catalogue reads they come from (CacheShort). */
export const CARD_IMAGES_CACHE_CONTROL = generateCacheControlHeader(CacheShort());
