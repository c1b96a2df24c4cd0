import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {gotoHydrated} from './support/chrome';
import {cartDrawer, hasLocalCatalogue, openStaticProduct, serverCart} from './support/cart';

// Hydrogen's Analytics.Provider loads Shopify's Customer Privacy API and sends Shopify analytics to
// monorail. Neither host is reachable here: the browser is given a stand-in for the privacy API
// (same global API, consent loaded) and monorail's batches are caught, so what the provider sends,
// and when it sends nothing, can be seen.

const MONORAIL = 'https://monorail-edge.shopifysvc.com/**';

const PRIVACY_API_STAND_IN = `(() => {
  const privacy = ((window.Shopify ??= {}).customerPrivacy ??= {});
  let allowed = true;
  window.__trackingConsentCalls = [];
  Object.assign(privacy, {
    consentStatus: 'loaded',
    setTrackingConsent(consent, callback) {
      window.__trackingConsentCalls.push(consent);
      allowed = consent.analytics !== false;
      if (callback) callback({});
    },
    analyticsProcessingAllowed: () => allowed,
    marketingAllowed: () => allowed,
    saleOfDataAllowed: () => allowed,
    preferencesProcessingAllowed: () => allowed,
    userCanBeTracked: () => allowed,
    shouldShowBanner: () => false,
    currentVisitorConsent: () => ({}),
  });
  document.dispatchEvent(new CustomEvent('consentTrackingApiLoaded'));
})();`;

interface Watch {
  privacyApiLoads: number;
  shopifyScripts: string[];
  events: {schema_id: string; payload: Record<string, unknown>}[];
}

async function watchShopify(page: Page): Promise<Watch> {
  const watch: Watch = {privacyApiLoads: 0, shopifyScripts: [], events: []};
  await page.route('https://cdn.shopify.com/**', (route) => {
    const url = route.request().url();
    watch.shopifyScripts.push(url);
    if (new URL(url).pathname.startsWith('/shopifycloud/consent-tracking-api/')) {
      watch.privacyApiLoads++;
      return route.fulfill({contentType: 'text/javascript', body: PRIVACY_API_STAND_IN});
    }
    return route.fulfill({contentType: 'text/javascript', body: ''});
  });
  await page.route(MONORAIL, (route) => {
    const batch = JSON.parse(route.request().postData() ?? '{}') as {events?: Watch['events']};
    watch.events.push(...(batch.events ?? []));
    return route.fulfill({status: 200, contentType: 'application/json', body: '{}'});
  });
  return watch;
}

const eventNames = (watch: Watch) => watch.events.map((event) => String(event.payload.event_name ?? event.schema_id));

function dataLayer(page: Page, name: string) {
  return page.evaluate(
    (eventName) => ((window as {dataLayer?: {event: string}[]}).dataLayer ?? []).filter((entry) => entry.event === eventName).length,
    name,
  );
}

test('with consent, Shopify analytics hear of the page and product views, and the data layer still pushes each once', async ({page}) => {
  test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');
  const watch = await watchShopify(page);
  await openStaticProduct(page);
  await expect.poll(() => watch.privacyApiLoads).toBe(1);
  await expect.poll(() => eventNames(watch)).toEqual(expect.arrayContaining(['product_page_rendered']));
  expect(watch.events.some((event) => event.schema_id.startsWith('trekkie_storefront_page_view'))).toBe(true);
  expect(watch.events.find((event) => event.payload.event_name === 'product_page_rendered')!.payload).toMatchObject({
    currency: 'USD',
    shop_id: expect.any(Number),
  });
  expect(await dataLayer(page, 'page_view')).toBe(1);
  expect(await dataLayer(page, 'viewContent')).toBe(1);
});

test('withdrawing consent tells Shopify’s privacy API and stops Shopify analytics', async ({page}) => {
  const watch = await watchShopify(page);
  await gotoHydrated(page, '/');
  await expect.poll(() => watch.privacyApiLoads).toBe(1);
  await expect.poll(() => watch.events.length).toBeGreaterThan(0);

  await page.getByRole('contentinfo').getByRole('button', {name: 'Your Privacy Choices'}).click();
  const dialog = page.getByRole('dialog', {name: 'Your Privacy Choices'});
  await dialog.getByRole('radio', {name: /Do not sell or share/}).check();
  await dialog.getByRole('button', {name: 'Save my choice'}).click();
  await expect(dialog.getByRole('status')).toHaveText('Your choice is saved.');
  const calls = await page.evaluate(() => (window as {__trackingConsentCalls?: unknown[]}).__trackingConsentCalls);
  expect(calls?.at(-1)).toMatchObject({analytics: false, marketing: false, preferences: false, sale_of_data: false});
  await dialog.getByRole('button', {name: 'Close privacy choices'}).click();

  const sent = watch.events.length;
  await page.getByRole('contentinfo').getByRole('link', {name: 'Terms of Service'}).click();
  await expect(page).toHaveURL(/terms-of-service$/);
  await page.waitForTimeout(500);
  expect(watch.events.length).toBe(sent);
});

for (const [label, setUp] of [
  ['a withdrawn choice', () => window.localStorage.setItem('privacy-choice', 'withdrawn')],
  ['a Global Privacy Control signal', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true})],
] as const) {
  test(`with ${label}, no Shopify script loads and nothing is sent`, async ({page}) => {
    const watch = await watchShopify(page);
    await page.addInitScript(setUp);
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'}).click();
    await expect(page).toHaveURL(/privacy-policy$/);
    await page.waitForTimeout(500);
    expect(watch.shopifyScripts).toEqual([]);
    expect(watch.events).toEqual([]);
    expect(await dataLayer(page, 'page_view')).toBe(0);
  });
}

test('with consent, an add to cart and a quantity change reach Shopify analytics from the carts they answered, and the layout reads no cart for it', async ({page}) => {
  test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');
  const watch = await watchShopify(page);
  const layoutReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // A revalidation is a GET of the page's data naming the routes to load (all of them, root too, when none are named).
    if (request.method() === 'GET' && url.pathname.endsWith('.data') && (url.searchParams.get('_routes') ?? 'root').split(',').includes('root')) {
      layoutReads.push(url.href);
    }
  });
  await openStaticProduct(page);
  await expect.poll(() => watch.privacyApiLoads).toBe(1);
  await expect.poll(() => eventNames(watch)).toEqual(expect.arrayContaining(['product_page_rendered']));
  const readsBefore = layoutReads.length;

  await page.getByRole('button', {name: 'Add to cart'}).click();
  const drawer = cartDrawer(page);
  await expect(drawer.getByTestId('cart-entry')).toHaveCount(1);
  const added = () => watch.events.filter((event) => event.payload.event_name === 'product_added_to_cart');
  await expect.poll(() => added().length).toBe(1);
  const cart = await serverCart(page);
  const line = cart!.analytics.lines.nodes[0]!;
  // What Shopify hears of the line: the variant and its product's vendor (the brand).
  const heard = () => added().map((event) => JSON.stringify(event.payload));
  expect(heard()[0]).toContain(line.merchandise.id);
  expect(heard()[0]).toContain(line.merchandise.product.vendor);

  await drawer.getByRole('button', {name: /^Increase quantity/}).click();
  await expect(drawer.getByTestId('item-quantity').first()).toHaveText('2');
  await expect.poll(() => added().length).toBe(2);
  expect(heard()[1]).toContain(line.merchandise.id);
  expect(layoutReads.slice(readsBefore)).toEqual([]);
});
