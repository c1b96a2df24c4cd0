// Reads the chrome's content (menu, banners) from Storefront API metaobjects, validated by the
// domain rules. Malformed entries are dropped and logged here, never surfaced as a 500.
import type {Storefront} from '@shopify/hydrogen';
import {BANNER_METAOBJECTS_QUERY, MENU_METAOBJECT_QUERY} from '~graphql/content';
import {BANNERS_FETCHED, BANNER_METAOBJECT_TYPE, MENU_METAOBJECT_TYPE, QUERY_STALE_TIME_MS} from '~/config/chrome';
import {parseBannerFields, type MetaobjectFieldInput} from '~/features/chrome/model/banner-fields';
import {runningBanners, type Banner} from '~/features/chrome/model/banners';
import {parseMenuJson, type Menu} from '~/features/chrome/model/menu';
import {rememberLastParse} from '~/platform/last-parse';

/** Banners are cached at the edge as long as clients treat them as fresh. */
const BANNER_CACHE_SECONDS = QUERY_STALE_TIME_MS / 1000;

const parseStoredMenu = rememberLastParse(parseMenuJson);

/** The menu stored under `handle`, or null when no such menu exists. */
export async function loadMenu(storefront: Storefront, handle: string): Promise<Menu | null> {
  const {metaobject} = await storefront.query(MENU_METAOBJECT_QUERY, {
    variables: {type: MENU_METAOBJECT_TYPE, handle},
    cache: storefront.CacheLong(),
  });
  if (!metaobject) return null;
  const {menu, dropped} = parseStoredMenu(metaobject.headers?.value ?? '');
  if (dropped.length > 0) {
    console.warn(`[menu ${handle}] dropped ${dropped.length} malformed entries`, JSON.stringify(dropped));
  }
  return menu;
}

type BannerNode = {handle: string; fields: MetaobjectFieldInput[]};

/** The stored banners (their JSON) validated, and the handles of malformed ones; which run depends on the time. */
const parseStoredBanners = rememberLastParse((json: string) => {
  const dropped: {handle: string; reason: string}[] = [];
  const parsed = (JSON.parse(json) as BannerNode[]).flatMap((node) => {
    const result = parseBannerFields(node.fields);
    if (result.ok) return [{banner: result.banner, position: result.position}];
    dropped.push({handle: node.handle, reason: result.reason});
    return [];
  });
  return {parsed, dropped};
});

/** Banners still running at `now`, in their stored order. */
export async function loadBanners(storefront: Storefront, now = Date.now()): Promise<Banner[]> {
  const {metaobjects} = await storefront.query(BANNER_METAOBJECTS_QUERY, {
    variables: {type: BANNER_METAOBJECT_TYPE, first: BANNERS_FETCHED},
    cache: storefront.CacheCustom({
      mode: 'public',
      maxAge: BANNER_CACHE_SECONDS,
      staleWhileRevalidate: BANNER_CACHE_SECONDS,
    }),
  });
  const {parsed, dropped} = parseStoredBanners(JSON.stringify(metaobjects.nodes));
  for (const {handle, reason} of dropped) console.warn(`[banners] dropped malformed banner ${handle}: ${reason}`);
  return runningBanners(parsed, now);
}

export interface StoreChrome {
  menu: Menu;
  banners: Banner[];
}

/**
 * What every page's chrome needs. A failing read degrades to an empty menu or no banners, so a
 * content problem never takes the storefront down.
 */
export async function loadStoreChrome(storefront: Storefront, menuHandle: string): Promise<StoreChrome> {
  const [menu, banners] = await Promise.all([
    loadMenu(storefront, menuHandle).catch((error: unknown) => {
      console.error('[menu] could not be loaded', error);
      return null;
    }),
    loadBanners(storefront).catch((error: unknown) => {
      console.error('[banners] could not be loaded', error);
      return [];
    }),
  ]);
  return {menu: menu ?? {headers: []}, banners};
}
