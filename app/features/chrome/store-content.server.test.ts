// The page shell's content over a storefront client that answers each operation as the Storefront
// API does, or fails the ones named.
import {CacheCustom, CacheLong, type Storefront} from '@shopify/hydrogen';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {MENU_HANDLE} from '~/config/chrome';
import {loadBanners, loadMenu, loadPageShellContent} from './store-content.server';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const SHOP = {id: 'gid://shopify/Shop/1', name: 'Aurelia', description: 'Fine jewelry'};
const LOCALIZATION = {country: {currency: {isoCode: 'USD'}}, language: {isoCode: 'EN'}};
const MENU = {id: 'gid://shopify/Metaobject/m', handle: 'main-menu', headers: {value: JSON.stringify([{title: 'Sale', url: '/sale'}])}};
const banner = (handle: string, content: string, endDate: string) => ({
  id: `gid://shopify/Metaobject/${handle}`,
  handle,
  fields: [
    {key: 'content', value: content},
    {key: 'endDate', value: endDate},
  ],
});
const BANNERS = {nodes: [banner('ended', 'Spring sale', '2026-05-01T00:00:00Z'), banner('running', 'Summer sale', '2026-07-01T00:00:00Z')]};

function storefront(failing: string[] = [], menu: typeof MENU | null = MENU) {
  const sent: string[] = [];
  const answers: Record<string, unknown> = {
    PageShell: {shop: SHOP, localization: LOCALIZATION, menu, banners: BANNERS},
    ShopLayout: {shop: SHOP, localization: LOCALIZATION},
    MenuMetaobject: {metaobject: menu},
    BannerMetaobjects: {metaobjects: BANNERS},
  };
  const client = {
    CacheLong,
    CacheCustom,
    query(document: string, options: {variables?: Record<string, unknown>} = {}) {
      const name = /\bquery\s+(\w+)/.exec(document)?.[1] ?? 'unknown';
      sent.push(options.variables?.menuHandle ? `${name} ${String(options.variables.menuHandle)}` : name);
      if (failing.includes(name)) return Promise.reject(new Error(`${name}: 500 Internal Server Error`));
      return Promise.resolve(answers[name]);
    },
  };
  return {client: client as unknown as Storefront, sent};
}

describe('loadPageShellContent', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the shop, the menu and the running banners in one request', async () => {
    const {client, sent} = storefront();
    const content = await loadPageShellContent(client, 'main-menu', NOW);
    expect(sent).toEqual(['PageShell main-menu']);
    expect(content.shop).toEqual(SHOP);
    expect(content.localization).toEqual(LOCALIZATION);
    expect(content.chrome.menu.headers.map((header) => header.title)).toEqual(['Sale']);
    expect(content.chrome.banners.map((shown) => shown.content)).toEqual(['Summer sale']);
  });

  it('shows an empty menu when the store has no such menu', async () => {
    const {client} = storefront([], null);
    expect((await loadPageShellContent(client, 'main-menu', NOW)).chrome.menu).toEqual({headers: []});
  });

  it('reads the parts one by one when the one read fails, and shows what could be read', async () => {
    const {client, sent} = storefront(['PageShell']);
    const content = await loadPageShellContent(client, 'main-menu', NOW);
    expect(sent.sort()).toEqual(['BannerMetaobjects', 'MenuMetaobject', 'PageShell main-menu', 'ShopLayout']);
    expect(content.chrome.menu.headers).toHaveLength(1);
    expect(content.chrome.banners).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('[page shell] could not be loaded'), expect.any(Error));
  });

  it('leaves out a menu and banners that cannot be read, but not the shop', async () => {
    const {client} = storefront(['PageShell', 'MenuMetaobject', 'BannerMetaobjects']);
    expect(await loadPageShellContent(client, 'main-menu', NOW)).toEqual({shop: SHOP, localization: LOCALIZATION, chrome: {menu: {headers: []}, banners: []}});
    await expect(loadPageShellContent(storefront(['PageShell', 'ShopLayout']).client, 'main-menu', NOW)).rejects.toThrow('ShopLayout');
  });

  it('answers the menu and banner endpoints from the same read as the page, so the panels match the bar', async () => {
    const {client, sent} = storefront();
    expect((await loadMenu(client, MENU_HANDLE))?.headers.map((header) => header.title)).toEqual(['Sale']);
    expect((await loadBanners(client, NOW)).map((shown) => shown.content)).toEqual(['Summer sale']);
    expect(sent).toEqual([`PageShell ${MENU_HANDLE}`, `PageShell ${MENU_HANDLE}`]);
  });

  it('tells an unknown menu apart from an empty one', async () => {
    expect(await loadMenu(storefront([], null).client, 'nope')).toBeNull();
  });
});
