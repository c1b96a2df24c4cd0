import {describe, expect, it} from 'vitest';
import {appointmentBookingUrl} from './appointment-booking';

describe('appointmentBookingUrl', () => {
  it('keeps an https booking page', () => {
    expect(appointmentBookingUrl({PUBLIC_CAL_COM_BOOKING_URL: ' https://cal.com/aurelia/consultation '})).toBe(
      'https://cal.com/aurelia/consultation',
    );
  });

  it('has none when unset, not a URL, or not https', () => {
    expect(appointmentBookingUrl({})).toBeNull();
    expect(appointmentBookingUrl({PUBLIC_CAL_COM_BOOKING_URL: 'cal.com/x'})).toBeNull();
    expect(appointmentBookingUrl({PUBLIC_CAL_COM_BOOKING_URL: 'javascript:alert(1)'})).toBeNull();
    expect(appointmentBookingUrl({PUBLIC_CAL_COM_BOOKING_URL: 'http://cal.com/x'})).toBeNull();
  });
});
