import {createServer, type Server} from 'node:http';
import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {hasLocalCatalogue, openStaticProduct} from './support/cart';
import {buildRing} from './support/ring-builder';

// Without PRIVATE_DROP_A_HINT_WEBHOOK_URL hints go to the local stack's sink; with it set for the
// run, this spec listens there itself and checks exactly what arrives.
const webhook = process.env.PRIVATE_DROP_A_HINT_WEBHOOK_URL ? new URL(process.env.PRIVATE_DROP_A_HINT_WEBHOOK_URL) : null;

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

// dropAHint ships on (spec §9); the flags pass switches it off.
const hintsOn = process.env.FEATURE_DROP_A_HINT !== 'false';

async function openHintDialog(page: Page) {
  const title = await openStaticProduct(page);
  await page.getByRole('button', {name: 'Drop a hint'}).click();
  const dialog = page.getByRole('dialog', {name: 'Drop a hint'});
  await expect(dialog).toBeVisible();
  return {title, dialog};
}

async function fillHint(page: Page, sender = 'Alex') {
  const dialog = page.getByRole('dialog', {name: 'Drop a hint'});
  await dialog.getByLabel('Their name').fill('Sam');
  await dialog.getByLabel('Their email').fill('sam@example.com');
  await dialog.getByLabel('Your name').fill(sender);
  await dialog.getByLabel('Message (optional)').fill('Just saying.');
  await dialog.getByRole('button', {name: 'Send hint'}).click();
}

test.describe('with drop a hint on', () => {
  test.skip(!hintsOn, 'drop a hint is switched off for this run');

  test('the hint form names each missing field before sending', async ({page}) => {
    const {dialog} = await openHintDialog(page);
    await dialog.getByRole('button', {name: 'Send hint'}).click();
    await expect(dialog.getByText('Enter their name.')).toBeVisible();
    await expect(dialog.getByText('Enter their email address.')).toBeVisible();
    await expect(dialog.getByText('Enter your name.')).toBeVisible();
    await expect(dialog.getByLabel('Their name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('on the local stack a hint reaches its webhook sink, confirms, and fires its event once', async ({page, request}) => {
    test.skip(!!webhook, 'a hint webhook is configured for this run');
    const sender = `Alex ${Date.now()}`;
    await openHintDialog(page);
    await fillHint(page, sender);
    await expect(page.getByRole('status').filter({hasText: 'Your hint is on its way.'})).toBeVisible();
    // The event is pushed in an effect after the confirmation renders, so it can come a frame later.
    const events = () => page.evaluate(() => ((window as {dataLayer?: {event: string}[]}).dataLayer ?? []).filter((e) => e.event === 'drop_a_hint_submitted'));
    await expect.poll(events).toEqual([{event: 'drop_a_hint_submitted'}]);
    const listed = await request.get(`${new URL(process.env.PUBLIC_STORE_DOMAIN!).origin}/webhooks?topic=drop-a-hint`);
    expect(await listed.text()).toContain(sender);
  });

  test('a hint names the piece from the catalogue, whatever title the browser sends', async ({page, request}) => {
    test.skip(!!webhook, 'a hint webhook is configured for this run');
    const {title, dialog} = await openHintDialog(page);
    await dialog.locator('form').evaluate((form) => {
      const field = form.querySelector<HTMLInputElement>('input[name="productTitle"]') ?? form.appendChild(Object.assign(document.createElement('input'), {type: 'hidden', name: 'productTitle'}));
      field.value = 'Free diamonds for everyone';
    });
    const sender = `Tamper ${Date.now()}`;
    await fillHint(page, sender);
    await expect(page.getByRole('status').filter({hasText: 'Your hint is on its way.'})).toBeVisible();
    const listing = await (await request.get(`${new URL(process.env.PUBLIC_STORE_DOMAIN!).origin}/webhooks?topic=drop-a-hint`)).text();
    const block = [...listing.matchAll(/<pre>([\s\S]*?)<\/pre>/g)].map((match) => match[1]!).find((text) => text.includes(sender))!;
    expect(block).not.toContain('Free diamonds');
    const hint = JSON.parse(block.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')) as Record<string, string>;
    expect(hint).toMatchObject({productTitle: title, productUrl: expect.stringMatching(/\/shop\/products\/[a-z0-9-]+$/)});
  });

  test('a visitor may send 5 hints an hour; the sixth is refused with a message in the dialog', async ({page, baseURL}) => {
    test.skip(!!webhook, 'a hint webhook is configured for this run');
    const {dialog} = await openHintDialog(page);
    const productId = await dialog.locator('input[name="productId"]').inputValue();
    for (let sent = 0; sent < 5; sent++) {
      const response = await page.request.post('/api/drop-a-hint', {
        headers: {Origin: baseURL!},
        form: {recipientName: 'Sam', recipientEmail: 'sam@example.com', senderName: `Bulk ${sent}`, productId},
      });
      expect(response.status()).toBe(200);
    }
    await fillHint(page);
    await expect(dialog.getByRole('alert')).toHaveText(/^You have sent 5 hints in the last hour\. Please try again in \d+ minutes?\.$/);
    await expect(page.getByRole('status').filter({hasText: 'Your hint is on its way.'})).toHaveCount(0);
  });

  test.describe('with a hint webhook', () => {
    test.skip(!webhook, 'set PRIVATE_DROP_A_HINT_WEBHOOK_URL for the run to test delivery');
    const received: Record<string, unknown>[] = [];
    let sink: Server;

    test.beforeAll(async () => {
      sink = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          received.push(JSON.parse(body) as Record<string, unknown>);
          response.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => sink.listen(Number(webhook!.port), webhook!.hostname, resolve));
    });

    test.afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

    test('a hint reaches the webhook without a price, confirms, and fires its event once', async ({page}) => {
      const {title} = await openHintDialog(page);
      await fillHint(page);
      await expect(page.getByRole('status').filter({hasText: 'Your hint is on its way.'})).toBeVisible();
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        type: 'drop_a_hint',
        recipientName: 'Sam',
        recipientEmail: 'sam@example.com',
        senderName: 'Alex',
        message: 'Just saying.',
        productTitle: title,
        productUrl: expect.stringMatching(/\/shop\/products\//),
      });
      expect(JSON.stringify(received[0])).not.toMatch(/price|\$\d/i);
      const events = await page.evaluate(() => ((window as {dataLayer?: {event: string}[]}).dataLayer ?? []).filter((e) => e.event === 'drop_a_hint_submitted'));
      expect(events).toEqual([{event: 'drop_a_hint_submitted'}]);
    });
  });

  test('on the ring review page a hint names the ring and links this exact ring, never its price', async ({page, request}) => {
    test.skip(!!webhook, 'a hint webhook is configured for this run');
    await buildRing(page);
    const prices = await Promise.all(['review-setting-price', 'review-stone-price', 'review-total'].map((id) => page.getByTestId(id).innerText()));
    const shareLink = await page.getByLabel('Share this ring').inputValue();
    const ringName = await page.getByRole('heading', {level: 1}).innerText();
    await page.getByRole('main').getByRole('button', {name: 'Drop a hint'}).click();
    // Unique in letters: digits in the name could spell a price's (a retry in CI met `880`).
    const sender = `Robin ${[...Date.now().toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}`;
    await fillHint(page, sender);
    await expect(page.getByRole('status').filter({hasText: 'Your hint is on its way.'})).toBeVisible();

    const listing = await (await request.get(`${new URL(process.env.PUBLIC_STORE_DOMAIN!).origin}/webhooks?topic=drop-a-hint`)).text();
    const block = [...listing.matchAll(/<pre>([\s\S]*?)<\/pre>/g)].map((match) => match[1]!).find((text) => text.includes(sender))!;
    const hint = JSON.parse(block.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')) as Record<string, string>;
    expect(hint).toMatchObject({type: 'drop_a_hint', senderName: sender, productTitle: ringName});
    // The shared ring itself, without the sharer's search filters (one is a price range).
    const link = new URL(shareLink);
    expect(hint.productUrl).toBe(`${link.origin}${link.pathname}?${['setting', 'variant', 'stone', 'type'].map((key) => `${key}=${link.searchParams.get(key)}`).join('&')}`);
    // Every field but the submission time, whose milliseconds can spell a price's digits.
    const {submittedAt, ...fields} = hint;
    expect(Date.parse(submittedAt!)).not.toBeNaN();
    for (const price of prices) expect(JSON.stringify(fields)).not.toContain(price.replace(/^\$/, ''));
    expect(JSON.stringify(fields)).not.toMatch(/price|\$\d/i);
  });
});

test.describe('with drop a hint off', () => {
  test.skip(hintsOn, 'drop a hint ships on (spec §9); the flags pass switches it off');

  test('no product or ring review page offers it, and the endpoint answers 404', async ({page, request, baseURL}) => {
    await openStaticProduct(page);
    await expect(page.getByRole('button', {name: 'Drop a hint'})).toHaveCount(0);
    await buildRing(page);
    await expect(page.getByRole('button', {name: 'Drop a hint'})).toHaveCount(0);
    const response = await request.post('/api/drop-a-hint', {
      headers: {Origin: baseURL!},
      form: {recipientName: 'Sam', recipientEmail: 'sam@example.com', senderName: 'Alex', productId: 'gid://shopify/Product/1'},
    });
    expect(response.status()).toBe(404);
  });
});

test('the hint endpoint refuses other sites and bad input', async ({request, baseURL}) => {
  test.skip(!hintsOn, 'drop a hint is switched off for this run');
  const crossSite = await request.post('/api/drop-a-hint', {headers: {Origin: 'https://evil.example'}, form: {recipientName: 'x'}});
  expect(crossSite.status()).toBe(403);
  const bad = await request.post('/api/drop-a-hint', {headers: {Origin: baseURL!}, form: {recipientName: '', productPath: '//evil.example'}});
  expect(bad.status()).toBe(400);
  expect((await bad.json()).fieldErrors).toMatchObject({recipientName: 'Enter their name.'});
  const unknown = await request.post('/api/drop-a-hint', {
    headers: {Origin: baseURL!},
    form: {recipientName: 'Sam', recipientEmail: 'sam@example.com', senderName: 'Alex', productId: 'gid://shopify/Product/987654321', productTitle: 'Ring', productPath: '/'},
  });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error).toEqual({code: 'UNKNOWN_PRODUCT', message: 'We could not find that piece. Please reload the page and try again.'});
});
