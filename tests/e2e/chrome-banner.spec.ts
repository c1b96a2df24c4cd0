import {expect, test} from './support/test';
import {BANNER_AUTO_ADVANCE_MS} from '../../app/config/chrome';
import {DESKTOP, MOBILE, currentBannerSlide, gotoHydrated} from './support/chrome';

const COUNTDOWN = /^Ends in (\d+ days? )?\d{2} hrs \d{2} mins \d{2} secs$/;

test.describe('announcement banner at 1280px', () => {
  test.use({viewport: DESKTOP});

  test('holds while hovered, from before it hydrated or on entering, rotates on its own, and the buttons move it at once into view', async ({page}) => {
    // The tests' browser (Chromium's headless shell) starts a page with its pointer in the top left
    // corner, on the banner: it rests there while the page hydrates, and React gets no enter event.
    await gotoHydrated(page, '/support/faq');
    const slide = currentBannerSlide(page);
    await expect(slide).toHaveAccessibleName('1 of 3');
    await expect(slide).toContainText('Free insured overnight shipping');
    expect(await page.getByTestId('announcement-banner').evaluate((banner) => banner.matches(':hover'))).toBe(true);
    // A real wait of one interval: with Playwright's clock installed before the page loads, the
    // resting pointer never hovers it. The timer's rules are unit-tested in
    // app/features/chrome/model/auto-advance.test.ts.
    await page.waitForTimeout(BANNER_AUTO_ADVANCE_MS + 500);
    await expect(slide).toHaveAccessibleName('1 of 3');
    // From here the page's clock runs as real time does and jumps an interval where the test says so:
    // the timer is paused, so each interval after starts on the installed clock.
    await page.clock.install();
    await page.mouse.move(640, 600);
    await page.clock.fastForward(BANNER_AUTO_ADVANCE_MS + 500);
    await expect(slide).toHaveAccessibleName('2 of 3');
    await page.getByTestId('announcement-banner').hover();
    await page.clock.fastForward(BANNER_AUTO_ADVANCE_MS + 500);
    // A move the timer made would show within the real wait's slack of 500 ms (more, to be sure).
    await page.waitForTimeout(1500);
    await expect(slide).toHaveAccessibleName('2 of 3');
    await page.getByRole('button', {name: 'Next announcement'}).click();
    await expect(slide).toHaveAccessibleName('3 of 3');
    // Shown where the bar is, not only announced: the slider has moved it into view.
    await expect(slide).toBeInViewport({ratio: 0.95});
    await page.getByRole('button', {name: 'Next announcement'}).click();
    await expect(slide).toHaveAccessibleName('1 of 3');
    await expect(slide).toBeInViewport({ratio: 0.95});
    await page.getByRole('button', {name: 'Previous announcement'}).click();
    await expect(slide).toHaveAccessibleName('3 of 3');
  });

  test('shows a countdown that ticks each second, with a details link', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: 'Next announcement'}).click();
    const slide = currentBannerSlide(page);
    await expect(slide).toContainText('The Winter Event');
    const countdown = slide.getByRole('timer');
    await expect(countdown).toHaveText(COUNTDOWN);
    await expect(countdown).toHaveText(/^Ends in \d+ days /);
    const first = await countdown.textContent();
    // The sale is seeded to end days after the stack was seeded, not years.
    expect(Number(/^Ends in (\d+) days/.exec(first!)![1])).toBeLessThanOrEqual(31);
    await expect(countdown).not.toHaveText(first!, {timeout: 2500});
    await expect(countdown).toHaveText(COUNTDOWN);
    await expect(slide.getByRole('link', {name: /^Details/})).toHaveAttribute('href', '/shop/collections/sale');
  });

  test('hides banners whose end date has passed', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('announcement-banner')).not.toContainText('Shop Pay Installments');
  });
});

test.describe('announcement banner at 390px', () => {
  test.use({viewport: MOBILE});

  test('shows the mobile text', async ({page}) => {
    await gotoHydrated(page, '/');
    const slide = currentBannerSlide(page);
    await expect(slide.getByText('Free overnight shipping & 30-day returns')).toBeVisible();
    await expect(slide.getByText('Free insured overnight shipping and 30-day returns on every order')).toBeHidden();
  });

  test('rotates on its own with no one reaching for it (its slider is made when the browser is idle)', async ({page}) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    // The pointer leaves the banner it starts on (see above).
    await page.mouse.move(195, 700);
    const slide = currentBannerSlide(page);
    await expect(slide).toHaveAccessibleName('1 of 3');
    await page.clock.fastForward(BANNER_AUTO_ADVANCE_MS + 500);
    await expect(slide).toHaveAccessibleName('2 of 3');
    await expect(slide).toBeInViewport({ratio: 0.95});
  });
});
