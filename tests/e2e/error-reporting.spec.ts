import {type APIRequestContext} from '@playwright/test';
import {expect, test} from './support/test';
import {gotoHydrated, seriousAxeViolations} from './support/chrome';
import {hasLocalCatalogue} from './support/cart';

// On the local stack, the storefront's error reports go to the stack's Sentry-protocol ingest
// (no PRIVATE_SENTRY_DSN needed); each stored event is listed at /webhooks?topic=error-reports.
test.skip(!hasLocalCatalogue || !!process.env.PRIVATE_SENTRY_DSN, 'needs the local stack as the error-reporting service');

const stackOrigin = hasLocalCatalogue ? new URL(process.env.PUBLIC_STORE_DOMAIN!).origin : '';

interface StoredEvent {
  event_id: string;
  logger: string;
  tags: Record<string, string>;
  request: {url: string; method?: string};
  exception: {values: {type: string; value: string; stacktrace?: {frames: unknown[]}}[]};
  contexts: {trace: {trace_id: string; sampled: boolean}};
}

/** The stored error reports, newest first, read from the listing's JSON blocks. */
async function storedErrorReports(request: APIRequestContext): Promise<{trace: {sample_rate: string}; event: StoredEvent}[]> {
  const html = await (await request.get(`${stackOrigin}/webhooks?topic=error-reports`)).text();
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...html.matchAll(/<pre>([\s\S]*?)<\/pre>/g)].map((match) => JSON.parse(unescape(match[1]!)));
}

async function reportWhere(request: APIRequestContext, found: (event: StoredEvent) => boolean) {
  let report: StoredEvent | undefined;
  await expect
    .poll(async () => {
      report = (await storedErrorReports(request)).map((stored) => stored.event).find(found);
      return !!report;
    })
    .toBe(true);
  return report!;
}

test('a failed loader shows a friendly page with a reference and a way home, and is reported under that reference', async ({page, request}) => {
  // The Storefront API fails for this one product handle only (matched in the request's variables).
  const marker = `outage-probe-${Date.now()}`;
  const faults = (await (await request.get(`${stackOrigin}/__faults`)).json()) as {faults: unknown[]};
  const injected = await request.post(`${stackOrigin}/__faults`, {data: {faults: [...faults.faults, {match: marker, status: 503}]}});
  expect(injected.status()).toBe(200);

  const response = await page.goto(`/shop/products/${marker}`);
  expect(response!.status()).toBe(500);
  const requestId = response!.headers()['x-request-id']!;
  expect(requestId).toMatch(/^[A-Za-z0-9-]{8,64}$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', {level: 1, name: 'Something went wrong'})).toBeVisible();
  await expect(main.getByText(`Reference: ${requestId}`)).toBeVisible();
  // The page hydrates with the same reference it was served with.
  await page.waitForLoadState('networkidle');
  await expect(main.getByText(`Reference: ${requestId}`)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const report = await reportWhere(request, (event) => event.tags.request_id === requestId);
  expect(report).toMatchObject({
    logger: 'server',
    tags: {source: 'server'},
    request: {method: 'GET', url: expect.stringContaining(`/shop/products/${marker}`)},
    contexts: {trace: {sampled: true}},
  });
  expect(report.exception.values[0]!.value).toMatch(/503|unavailable/i);
  const stored = (await storedErrorReports(request)).find((entry) => entry.event.tags.request_id === requestId)!;
  expect(stored.trace.sample_rate).toBe('1');

  await main.getByRole('link', {name: 'Return Home'}).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Something went wrong'})).toHaveCount(0);
  await request.post(`${stackOrigin}/__faults`, {data: {faults: faults.faults}});
});

test('a loader failing on the server during a client navigation shows the server reference and is reported once', async ({page, request}) => {
  const marker = `navigation-outage-${Date.now()}`;
  const faults = (await (await request.get(`${stackOrigin}/__faults`)).json()) as {faults: unknown[]};
  await request.post(`${stackOrigin}/__faults`, {data: {faults: [...faults.faults, {match: marker, status: 503}]}});
  // The product the shopper opens is one the Storefront API fails for (set before the page can prefetch it).
  await page.route('**/shop/products/*.data*', (route) => {
    const url = new URL(route.request().url());
    url.pathname = `/shop/products/${marker}.data`;
    return route.continue({url: url.toString()});
  });
  await gotoHydrated(page, '/');
  const pageReports: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/error-report') pageReports.push(sent.postData() ?? '');
  });
  // Playwright names the rerouted request by the URL the page asked for. The navigation's own
  // fetch, not the link's hover prefetch (a browser prefetch with its own request id).
  const failed = page.waitForResponse(
    (answer) => answer.request().resourceType() === 'fetch' && /\/shop\/products\/[^/]+\.data/.test(answer.url()),
  );
  const productLink = page.getByRole('main').locator('a.product-card__link').first();
  // The product grid hydrates as its own section, after the page: a click before that is a page load.
  await expect.poll(() => productLink.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await productLink.click();
  const requestId = (await failed).headers()['x-request-id']!;
  expect(requestId).toMatch(/^[A-Za-z0-9-]{8,64}$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', {level: 1, name: 'Something went wrong'})).toBeVisible();
  await expect(main.getByText(`Reference: ${requestId}`)).toBeVisible();
  const report = await reportWhere(request, (event) => event.tags.request_id === requestId);
  expect(report).toMatchObject({logger: 'server', tags: {source: 'server'}, request: {url: expect.stringContaining(`/${marker}.data`)}});
  await page.waitForLoadState('networkidle');
  expect(pageReports).toEqual([]);
  await request.post(`${stackOrigin}/__faults`, {data: {faults: faults.faults}});
});

test('an error met in the browser after a navigation gets its own reference, reported from the page', async ({page, request}) => {
  await gotoHydrated(page, '/');
  await page.route('**/support/privacy-policy.data*', (route) => route.fulfill({status: 500, contentType: 'text/plain', body: 'not a data response'}));
  await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'}).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', {level: 1, name: 'Something went wrong'})).toBeVisible();
  const reference = (await main.locator('[data-request-id]').innerText()).trim();
  expect(reference).toMatch(/^[0-9a-f]{32}$/);

  const report = await reportWhere(request, (event) => event.event_id === reference);
  expect(report).toMatchObject({
    logger: 'client',
    tags: {source: 'client', kind: 'boundary', request_id: reference, worker_request_id: expect.any(String)},
    request: {url: expect.stringMatching(/^http:\/\/localhost:\d+\//)},
  });
  await expect(main.getByRole('link', {name: 'Return Home'})).toHaveAttribute('href', '/');
});

test('an uncaught exception in the browser is reported with its stack', async ({page, request}) => {
  await gotoHydrated(page, '/');
  const message = `uncaught probe ${Date.now()}`;
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new TypeError(text);
    });
  }, message);
  const report = await reportWhere(request, (event) => event.exception.values[0]?.value === message);
  expect(report).toMatchObject({logger: 'client', tags: {kind: 'uncaught'}, exception: {values: [{type: 'TypeError'}]}});
  expect(report.exception.values[0]!.stacktrace?.frames.length).toBeGreaterThan(0);
});

test('the report endpoint refuses other sites, other methods and malformed reports', async ({request, baseURL}) => {
  const valid = {reportId: 'a'.repeat(32), kind: 'uncaught', name: 'Error', message: 'x', path: '/'};
  expect((await request.post('/api/error-report', {headers: {Origin: 'https://evil.example'}, data: valid})).status()).toBe(403);
  expect((await request.get('/api/error-report')).status()).toBe(405);
  expect((await request.post('/api/error-report', {headers: {Origin: baseURL!}, form: {message: 'x'}})).status()).toBe(415);
  const offSite = await request.post('/api/error-report', {headers: {Origin: baseURL!}, data: {...valid, path: '//evil.example/'}});
  expect(offSite.status()).toBe(400);
  expect(await offSite.json()).toEqual({error: {code: 'INVALID_INPUT', message: 'The report does not have the expected fields.'}});
  const huge = await request.post('/api/error-report', {headers: {Origin: baseURL!}, data: {...valid, stack: 'x'.repeat(20_000)}});
  expect(huge.status()).toBe(413);
  expect((await request.post('/api/error-report', {headers: {Origin: baseURL!}, data: valid})).status()).toBe(202);
});
