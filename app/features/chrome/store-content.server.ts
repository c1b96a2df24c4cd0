// Reads the page shell's content (the shop, and the chrome's menu and banners from Storefront API
// metaobjects), validated by the domain rules. Malformed entries are dropped and logged here, never
// surfaced as a 500.
import type {Storefront} from '@shopify/hydrogen';
import type {MenuMetaobjectFragment, PageShellQuery} from 'storefrontapi.generated';
import {BANNER_METAOBJECTS_QUERY, MENU_METAOBJECT_QUERY, PAGE_SHELL_QUERY} from '~graphql/content';
import {SHOP_QUERY} from '~graphql/shop';
import {BANNERS_FETCHED, BANNER_METAOBJECT_TYPE, MENU_HANDLE, MENU_METAOBJECT_TYPE, QUERY_STALE_TIME_MS} from '~/config/chrome';
import {parseBannerFields, type MetaobjectFieldInput} from '~/features/chrome/model/banner-fields';
import {runningBanners, type Banner} from '~/features/chrome/model/banners';
import {parseMenuJson, type Menu} from '~/features/chrome/model/menu';
import {rememberLastParse} from '~/platform/last-parse';

const BANNER_CACHE_SECONDS = QUERY_STALE_TIME_MS / 1000;

const parseStoredMenu = rememberLastParse(parseMenuJson);

/** The stored menu validated, or null when there is none; malformed entries are dropped and logged. */
function menuOf(metaobject: MenuMetaobjectFragment | null | undefined, handle: string): Menu | null {
  if (!metaobject) return null;
  const {menu, dropped} = parseStoredMenu(metaobject.headers?.value ?? '');
  if (dropped.length > 0) {
    console.warn(`[menu ${handle}] dropped ${dropped.length} malformed entries`, JSON.stringify(dropped));
  }
  return menu;
}

/** The menu alone: the page shell's parts are read one by one only when its one read fails. */
async function readMenuAlone(storefront: Storefront, handle: string): Promise<Menu | null> {
  const {metaobject} = await storefront.query(MENU_METAOBJECT_QUERY, {
    variables: {type: MENU_METAOBJECT_TYPE, handle},
    cache: storefront.CacheLong(),
  });
  return menuOf(metaobject, handle);
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

/** The stored banners still running at `now`, in their stored order; malformed ones are dropped and logged. */
function runningBannersOf(nodes: readonly BannerNode[], now: number): Banner[] {
  const {parsed, dropped} = parseStoredBanners(JSON.stringify(nodes));
  for (const {handle, reason} of dropped) console.warn(`[banners] dropped malformed banner ${handle}: ${reason}`);
  return runningBanners(parsed, now);
}

/** The shell's content, banners included, is cached at the edge as long as clients treat banners as fresh. */
function shellCache(storefront: Storefront) {
  return storefront.CacheCustom({mode: 'public', maxAge: BANNER_CACHE_SECONDS, staleWhileRevalidate: BANNER_CACHE_SECONDS});
}

/** The banners alone, still running at `now` (see readMenuAlone). */
async function readBannersAlone(storefront: Storefront, now: number): Promise<Banner[]> {
  const {metaobjects} = await storefront.query(BANNER_METAOBJECTS_QUERY, {
    variables: {type: BANNER_METAOBJECT_TYPE, first: BANNERS_FETCHED},
    cache: shellCache(storefront),
  });
  return runningBannersOf(metaobjects.nodes, now);
}

/**
 * The page shell's one read. `/api/menu` and `/api/banners` make the same read (the shell's menu
 * handle gives the same cache entry), so the panels a shopper opens always belong to the bar the
 * page showed, and the banners a page refreshes to are the ones a new page would show.
 */
function readPageShell(storefront: Storefront, menuHandle: string) {
  return storefront.query(PAGE_SHELL_QUERY, {
    variables: {menuType: MENU_METAOBJECT_TYPE, menuHandle, bannerType: BANNER_METAOBJECT_TYPE, bannersFirst: BANNERS_FETCHED},
    cache: shellCache(storefront),
  });
}

/** The menu stored under `handle`, or null when no such menu exists. */
export async function loadMenu(storefront: Storefront, handle: string): Promise<Menu | null> {
  return menuOf((await readPageShell(storefront, handle)).menu, handle);
}

/** Banners still running at `now`, in their stored order. */
export async function loadBanners(storefront: Storefront, now = Date.now()): Promise<Banner[]> {
  return runningBannersOf((await readPageShell(storefront, MENU_HANDLE)).banners?.nodes ?? [], now);
}

export interface StoreChrome {
  menu: Menu;
  banners: Banner[];
}

export interface PageShellContent {
  shop: PageShellQuery['shop'];
  /** What Shopify's analytics report a page view in. */
  localization: PageShellQuery['localization'];
  chrome: StoreChrome;
}

/**
 * What every page's shell shows, read in one Storefront request (each read costs a page's server
 * about 1% of its time, even from the cache) and cached as briefly as its banners. When that read
 * fails, its parts are read one by one: a menu or banners that cannot be read, or that the API
 * leaves out, leave an empty menu or no banners, so a content problem never takes the storefront
 * down; without the shop there is no page.
 */
export async function loadPageShellContent(storefront: Storefront, menuHandle: string, now = Date.now()): Promise<PageShellContent> {
  try {
    const {shop, localization, menu, banners} = await readPageShell(storefront, menuHandle);
    return {shop, localization, chrome: {menu: menuOf(menu, menuHandle) ?? {headers: []}, banners: runningBannersOf(banners?.nodes ?? [], now)}};
  } catch (error) {
    console.error('[page shell] could not be loaded in one read; reading its parts', error);
    const [{shop, localization}, menu, banners] = await Promise.all([
      storefront.query(SHOP_QUERY, {cache: storefront.CacheLong()}),
      readMenuAlone(storefront, menuHandle).catch((partError: unknown) => {
        console.error('[menu] could not be loaded', partError);
        return null;
      }),
      readBannersAlone(storefront, now).catch((partError: unknown) => {
        console.error('[banners] could not be loaded', partError);
        return [];
      }),
    ]);
    return {shop, localization, chrome: {menu: menu ?? {headers: []}, banners}};
  }
}
