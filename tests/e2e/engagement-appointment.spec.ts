import {expect, test} from '@playwright/test';
import {gotoHydrated} from './support/chrome';

// calComAppointment ships on (spec §9); the booking page comes from PUBLIC_CAL_COM_BOOKING_URL.
test.skip(process.env.FEATURE_CAL_COM_APPOINTMENT === 'false', 'appointments are switched off for this run');

test('support pages offer Book an appointment, opening the Cal.com booking page in a new tab', async ({page}) => {
  await gotoHydrated(page, '/support/contact');
  const link = page.getByRole('main').getByRole('link', {name: /Book an appointment/});
  await expect(link).toHaveAttribute('href', /^https:\/\/cal\.com\//);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAccessibleName('Book an appointment (opens in a new tab)');
});
