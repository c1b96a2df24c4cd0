import {expect, test} from './support/test';
import {gotoHydrated, seriousAxeViolations} from './support/chrome';
import {hasLocalCatalogue} from './support/cart';

// Without the email-marketing script, Sign Up falls back to an inline form; on the local stack its
// resource route forwards to the stack's webhook sink.
test('without the provider script, the inline form signs the shopper up', async ({page, request}) => {
  test.skip(!hasLocalCatalogue || !!process.env.PRIVATE_EMAIL_SIGNUP_WEBHOOK_URL, 'needs the local stack sink');
  const email = `shopper-${Date.now()}@example.com`;
  await gotoHydrated(page, '/support/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', {name: 'Sign Up'}).click();
  const field = footer.getByRole('textbox', {name: 'Email address'});
  await expect(field).toBeFocused();

  await footer.getByRole('button', {name: 'Subscribe'}).click();
  await expect(footer.getByRole('alert')).toHaveText('Enter your email address.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await field.fill(email);
  await footer.getByRole('button', {name: 'Subscribe'}).click();
  await expect(footer.getByRole('status')).toHaveText('Thank you for signing up.');
  const listed = await request.get(`${new URL(process.env.PUBLIC_STORE_DOMAIN!).origin}/webhooks?topic=email-signup`);
  expect(await listed.text()).toContain(email);
});

test('the signup endpoint refuses other sites and a bad address', async ({request, baseURL}) => {
  const crossSite = await request.post('/api/email-signup', {headers: {Origin: 'https://evil.example'}, form: {email: 'a@example.com'}});
  expect(crossSite.status()).toBe(403);
  const bad = await request.post('/api/email-signup', {headers: {Origin: baseURL!}, form: {email: 'nope'}});
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toEqual({code: 'INVALID_INPUT', message: 'Enter a valid email address.'});
});
