// Hostile store content (issue 10): menu and banner text rewritten in the local stack's answers
// (emulators/storefront/faults.ts) is rendered as text. Runs alone: the rewrite is stack-wide.
import {expect, test} from '@playwright/test';
import {hasLocalCatalogue} from './support/cart';
import {DESKTOP, gotoHydrated} from './support/chrome';
import {ApiShopper} from './support/api-shopper';
import {PAYLOAD, expectInert, watchForInjection} from './support/injection';
import {clearStorefrontFaults, injectStorefrontFaults, localStackControlUrl} from './support/local-stack';

test.skip(!localStackControlUrl || !hasLocalCatalogue, 'rewrites the local stack’s content');
test.use({viewport: DESKTOP});
test.beforeEach(({page}) => watchForInjection(page));
test.afterEach(clearStorefrontFaults);

test('menu and banner text from the store is rendered as text', async ({page}) => {
  await injectStorefrontFaults([
    {match: 'MenuMetaobject', rewrite: {from: 'Engagement', to: PAYLOAD}},
    {match: 'BannerMetaobjects', rewrite: {from: 'Free insured overnight shipping', to: PAYLOAD}},
  ]);
  const banners = JSON.parse((await new ApiShopper().send('/api/banners')).body) as {banners: {content: string}[]};
  expect(banners.banners.map((b) => b.content)).toContain(`${PAYLOAD} and 30-day returns on every order`);
  await gotoHydrated(page, '/support/faq');
  await expect(page.getByRole('navigation', {name: 'Main'})).toContainText(PAYLOAD);
  await expect(page.getByTestId('announcement-banner')).toContainText(PAYLOAD);
  await expectInert(page);
});
