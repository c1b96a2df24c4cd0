import {describe, expect, it} from 'vitest';
import {appointmentBookingUrl, calEmbedOrigins, calEmbedTarget} from './appointment-booking';

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

describe('calEmbedTarget', () => {
  it('opens a cal.com booking page with the hosted embed script', () => {
    expect(calEmbedTarget('https://cal.com/aurelia/consultation')).toEqual({
      origin: 'https://cal.com',
      calLink: 'aurelia/consultation',
      scriptUrl: 'https://app.cal.com/embed/embed.js',
    });
  });

  it('uses a self-hosted instance’s own script', () => {
    expect(calEmbedTarget('https://book.example.com/team/visit/')).toEqual({
      origin: 'https://book.example.com',
      calLink: 'team/visit',
      scriptUrl: 'https://book.example.com/embed/embed.js',
    });
  });

  it('has nothing to open for a bare origin', () => {
    expect(calEmbedTarget('https://cal.com/')).toBeNull();
  });
});

describe('calEmbedOrigins', () => {
  it('allows the script and frame origins of the configured page only', () => {
    expect(calEmbedOrigins({PUBLIC_CAL_COM_BOOKING_URL: 'https://cal.com/a/b'})).toEqual({
      scriptSrc: ['https://app.cal.com'],
      frameSrc: ['https://cal.com', 'https://app.cal.com'],
    });
    expect(calEmbedOrigins({})).toEqual({scriptSrc: [], frameSrc: []});
  });
});
