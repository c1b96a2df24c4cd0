import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';

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

test.describe('footer at 390px', () => {
  test.use({viewport: MOBILE});

  test('menu sections are native disclosures that open and close by click and by keyboard', async ({page}) => {
    await page.goto('/support/about');
    const menu = page.getByRole('contentinfo').getByRole('navigation', {name: 'Footer'});
    const section = menu.locator('details', {hasText: 'Customer Care'});
    const summary = section.locator('summary');
    await expect(summary).toHaveText('Customer Care');
    await expect(section).not.toHaveAttribute('open');
    await expect(menu.getByRole('link', {name: 'FAQ'})).toBeHidden();
    await summary.click();
    await expect(section).toHaveAttribute('open');
    await expect(menu.getByRole('link', {name: 'FAQ'})).toBeVisible();
    await summary.press('Enter');
    await expect(section).not.toHaveAttribute('open');
    await summary.press('Space');
    await expect(section).toHaveAttribute('open');
  });

  test('the sections need no script: they work before the page hydrates', async ({browser, baseURL}) => {
    const context = await browser.newContext({baseURL, viewport: MOBILE, javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/support/about');
    const section = page.getByRole('contentinfo').locator('details', {hasText: 'Customer Care'});
    await section.locator('summary').click();
    await expect(section.getByRole('link', {name: 'FAQ'})).toBeVisible();
    await context.close();
  });
});
