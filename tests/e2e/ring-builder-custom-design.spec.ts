import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';

async function fillValid(page: Page) {
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Shape').selectOption('Oval');
  await page.getByLabel('Carat weight you have in mind').fill('6.5');
  await page.getByLabel('Budget (USD)').fill('40000');
  await page.getByLabel('Metal').selectOption('Platinum');
  await page.getByLabel('Tell us about your ring').fill('A large oval in a three-stone setting.');
}

test.describe('at 1280px', () => {
  test.use({viewport: DESKTOP});

  test('the carat tooltip leads to the form; empty fields are named and the first one focused', async ({page}) => {
    await gotoHydrated(page, '/ring-builder/diamonds');
    const panel = page.getByRole('complementary', {name: 'Diamond filters'});
    await panel.getByRole('button', {name: 'About the carat range'}).click();
    await panel.getByRole('link', {name: 'custom design form'}).click();
    await expect(page).toHaveURL(/\/custom\/start-your-custom-design$/);
    await expect(page.getByRole('heading', {name: 'Start your custom design'})).toBeVisible();

    await page.getByRole('button', {name: 'Send my request'}).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByLabel('Phone (optional)')).not.toHaveAttribute('aria-invalid');
  });

  test('a valid request is forwarded to the local stack\'s webhook sink and confirmed', async ({page, request}) => {
    await gotoHydrated(page, '/custom/start-your-custom-design');
    await fillValid(page);
    const note = `Order ${Date.now()}: a large oval in a three-stone setting.`;
    await page.getByLabel('Tell us about your ring').fill(note);
    await page.getByRole('button', {name: 'Send my request'}).click();
    await expect(page.getByRole('heading', {name: 'Thank you'})).toBeVisible();
    const store = process.env.PUBLIC_STORE_DOMAIN ?? '';
    test.skip(!store.includes('://'), 'the webhook sink is part of the local stack');
    const listed = await request.get(`${new URL(store).origin}/webhooks?topic=custom-design`);
    expect(await listed.text()).toContain(note);
  });

  test('a webhook answering 503, then 502, costs the shopper nothing: the form keeps every value and sends on retry', async ({page, request}) => {
    const store = process.env.PUBLIC_STORE_DOMAIN ?? '';
    test.skip(!store.includes('://'), 'the webhook sink (and its fault switch) is part of the local stack');
    const sink = new URL(store).origin;
    const note = `Retry ${Date.now()}: a cushion halo.`;
    for (const status of [503, 502]) {
      const failed = await request.post(`${sink}/webhooks/__faults`, {data: {topic: 'custom-design', match: note, status}});
      expect(failed.status()).toBe(201);
    }

    await gotoHydrated(page, '/custom/start-your-custom-design');
    await fillValid(page);
    await page.getByLabel('Tell us about your ring').fill(note);
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/api/custom-design'));
      await page.getByRole('button', {name: 'Send my request'}).click();
      expect((await answer).status()).toBe(502);
      await expect(page.getByRole('alert').filter({hasText: 'Your request could not be sent. Nothing was lost: please try again.'})).toBeVisible();
      await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
      await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
      await expect(page.getByLabel('Shape')).toHaveValue('Oval');
      await expect(page.getByLabel('Carat weight you have in mind')).toHaveValue('6.5');
      await expect(page.getByLabel('Budget (USD)')).toHaveValue('40000');
      await expect(page.getByLabel('Metal')).toHaveValue('Platinum');
      await expect(page.getByLabel('Tell us about your ring')).toHaveValue(note);
    }
    expect(await (await request.get(`${sink}/webhooks?topic=custom-design`)).text()).not.toContain(note);

    await page.getByRole('button', {name: 'Send my request'}).click();
    await expect(page.getByRole('heading', {name: 'Thank you'})).toBeVisible();
    expect(await (await request.get(`${sink}/webhooks?topic=custom-design`)).text()).toContain(note);
  });

  test('the resource route checks input itself and refuses other methods and origins', async ({request}) => {
    const bad = await request.post('/api/custom-design', {form: {name: '', email: 'nope', shape: 'Star', carat: '0', budget: '1', metal: 'Tin', message: ''}});
    expect(bad.status()).toBe(400);
    const body = (await bad.json()) as {error: {code: string}; fieldErrors: Record<string, string>};
    expect(body.error.code).toBe('INVALID_INPUT');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['budget', 'carat', 'email', 'message', 'metal', 'name', 'shape']);

    expect((await request.get('/api/custom-design')).status()).toBe(405);
    const crossSite = await request.post('/api/custom-design', {form: {name: 'x'}, headers: {Origin: 'https://evil.example'}});
    expect(crossSite.status()).toBe(403);
  });
});

test.describe('at 390px', () => {
  test.use({viewport: MOBILE});

  test('the form fits the screen and confirms a request with a phone number', async ({page}) => {
    await gotoHydrated(page, '/custom/start-your-custom-design');
    await fillValid(page);
    await page.getByLabel('Phone (optional)').fill('+1 555 010 0199');
    await page.getByRole('button', {name: 'Send my request'}).click();
    await expect(page.getByRole('heading', {name: 'Thank you'})).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`without JavaScript at ${viewport.width}px`, () => {
    test.use({viewport, javaScriptEnabled: false});

    test('the form ends on a page: what to fix for an empty form, thanks for a full one', async ({page}) => {
      await page.goto('/custom/start-your-custom-design');
      await page.getByRole('button', {name: 'Send my request'}).click();
      await expect(page).toHaveURL(/\/custom\/start-your-custom-design$/);
      await expect(page.getByRole('heading', {name: 'Start your custom design'})).toBeVisible();
      await expect(page.getByRole('alert').filter({hasText: 'Please correct the highlighted fields.'})).toBeVisible();
      await expect(page.getByText('Enter your name.')).toBeVisible();
      await expect(page.getByText('Choose a shape.')).toBeVisible();

      await fillValid(page);
      await page.getByRole('button', {name: 'Send my request'}).click();
      await expect(page.getByRole('heading', {name: 'Thank you'})).toBeVisible();
      await expect(page).toHaveURL(/\/custom\/start-your-custom-design$/);
    });

    test('a form sent back to be fixed keeps everything typed, and only the field to fix is marked', async ({page}) => {
      await page.goto('/custom/start-your-custom-design');
      await fillValid(page);
      await page.getByLabel('Carat weight you have in mind').fill('25');
      await page.getByRole('button', {name: 'Send my request'}).click();
      await expect(page.getByText('Enter a carat weight between 0.1 and 20.')).toBeVisible();
      await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
      await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
      await expect(page.getByLabel('Shape')).toHaveValue('Oval');
      await expect(page.getByLabel('Carat weight you have in mind')).toHaveValue('25');
      await expect(page.getByLabel('Carat weight you have in mind')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Budget (USD)')).toHaveValue('40000');
      await expect(page.getByLabel('Metal')).toHaveValue('Platinum');
      await expect(page.getByLabel('Tell us about your ring')).toHaveValue('A large oval in a three-stone setting.');
      await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');

      await page.getByLabel('Carat weight you have in mind').fill('6.5');
      await page.getByRole('button', {name: 'Send my request'}).click();
      await expect(page.getByRole('heading', {name: 'Thank you'})).toBeVisible();
    });
  });
}

test('an empty POST answers {error: {code, message}} with each field\'s own message, not the validator\'s text', async ({request}) => {
  const empty = await request.post('/api/custom-design', {headers: {'Content-Type': 'application/x-www-form-urlencoded'}, data: ''});
  expect(empty.status()).toBe(400);
  const body = (await empty.json()) as {error: {code: string; message: string}; fieldErrors: Record<string, string>};
  expect(body.error).toEqual({code: 'INVALID_INPUT', message: 'Please correct the highlighted fields.'});
  expect(body.fieldErrors.name).toBe('Enter your name.');
  expect(body.fieldErrors.carat).toBe('Enter a carat weight between 0.1 and 20.');
  expect(JSON.stringify(body)).not.toMatch(/expected|received|Invalid input/);

  const bodiless = await request.post('/api/custom-design');
  expect(bodiless.status()).toBe(415);
  expect(((await bodiless.json()) as {error: {code: string}}).error.code).toBe('INVALID_INPUT');
});
