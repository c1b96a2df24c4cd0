import {expect, test} from '@playwright/test';
import {DESKTOP, MOBILE, gotoHydrated, isHydrated} from './support/chrome';

const SOCIAL = ['Instagram', 'Pinterest', 'Facebook', 'TikTok', 'Twitter'];

test.describe('footer at 1280px', () => {
  test.use({viewport: DESKTOP});

  test('shows the footer menu sections, social and legal links and the copyright', async ({page}) => {
    await page.goto('/support/about');
    const footer = page.getByRole('contentinfo');
    const menu = footer.getByRole('navigation', {name: 'Footer'});
    await expect(menu.getByRole('heading', {name: 'Customer Care'})).toBeVisible();
    await expect(menu.getByRole('link', {name: 'FAQ'})).toBeVisible();
    for (const network of SOCIAL) {
      await expect(footer.getByRole('link', {name: network, exact: true})).toBeVisible();
    }
    await expect(footer.getByRole('link', {name: 'Privacy Policy'})).toHaveAttribute('href', '/support/privacy-policy');
    await expect(footer.getByRole('link', {name: 'Terms of Service'})).toHaveAttribute('href', '/support/terms-of-service');
    await expect(footer).toContainText('All rights Reserved');
    await expect(footer).toContainText('© 2023 Aurelia Fine Jewelry');
  });

  test('Sign Up is harmless without the email-marketing script', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(page, '/support/about');
    await expect(page.getByRole('heading', {name: 'Join Our Mailing List'})).toBeVisible();
    await page.getByRole('button', {name: 'Sign Up'}).click();
    await expect(page.getByRole('textbox', {name: 'Email address'})).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('Sign Up opens the email-marketing form when its script is loaded', async ({page}) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as {_klOnsite: unknown; signupCalls: unknown[]})._klOnsite = {push: (command: unknown) => calls.push(command)};
      (window as unknown as {signupCalls: unknown[]}).signupCalls = calls;
    });
    await gotoHydrated(page, '/support/about');
    await page.getByRole('button', {name: 'Sign Up'}).click();
    const calls = await page.evaluate(() => (window as unknown as {signupCalls: unknown[][]}).signupCalls);
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe('openForm');
  });
});

test('the footer accordions, hidden at 1280px, keep their server markup; narrowed to 390px, they open', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/support/about');
  await page.waitForLoadState('networkidle');
  expect(await isHydrated(page, '.footer-menu__accordion')).toBe(false);

  await page.setViewportSize(MOBILE);
  const trigger = page.getByRole('contentinfo').getByRole('navigation', {name: 'Footer'}).getByRole('button', {name: 'Customer Care'});
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
});

test.describe('footer at 390px', () => {
  test.use({viewport: MOBILE});

  test('menu sections are collapsible accordions', async ({page}) => {
    await gotoHydrated(page, '/support/about');
    const menu = page.getByRole('contentinfo').getByRole('navigation', {name: 'Footer'});
    const trigger = menu.getByRole('button', {name: 'Customer Care'});
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', {name: 'FAQ'})).toBeHidden();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', {name: 'FAQ'})).toBeVisible();
  });
});
