import {describe, expect, it} from 'vitest';
import {countdownParts, formatCountdown} from './countdown';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const at = (iso: string) => Date.parse(iso);

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(at('2026-01-04T05:06:07Z'), NOW)).toEqual({days: 3, hours: 5, minutes: 6, seconds: 7});
  });

  it('rounds partial seconds down so the display never runs ahead', () => {
    expect(countdownParts(NOW + 1999, NOW)).toEqual({days: 0, hours: 0, minutes: 0, seconds: 1});
  });

  it('is null once the end has passed or is reached', () => {
    expect(countdownParts(NOW, NOW)).toBeNull();
    expect(countdownParts(NOW - 1, NOW)).toBeNull();
    expect(countdownParts(Number.NaN, NOW)).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('reads prefix, days, then hrs, mins, secs', () => {
    expect(formatCountdown({days: 3, hours: 4, minutes: 5, seconds: 6}, 'Ends in')).toBe(
      'Ends in 3 days 04 hrs 05 mins 06 secs',
    );
  });

  it('leaves the days out when there are none', () => {
    expect(formatCountdown({days: 0, hours: 23, minutes: 59, seconds: 9}, 'Ends in')).toBe('Ends in 23 hrs 59 mins 09 secs');
  });

  it('uses the singular for one day', () => {
    expect(formatCountdown({days: 1, hours: 0, minutes: 0, seconds: 0}, 'Ends in')).toBe('Ends in 1 day 00 hrs 00 mins 00 secs');
  });

  it('has no prefix when none or a blank one is given', () => {
    expect(formatCountdown({days: 0, hours: 1, minutes: 2, seconds: 3})).toBe('01 hrs 02 mins 03 secs');
    expect(formatCountdown({days: 0, hours: 1, minutes: 2, seconds: 3}, '  ')).toBe('01 hrs 02 mins 03 secs');
  });

  it('ticks down one second at a time across a minute boundary', () => {
    const end = at('2026-01-01T01:00:00Z');
    expect(formatCountdown(countdownParts(end, at('2025-12-31T23:59:59Z'))!)).toBe('01 hrs 00 mins 01 secs');
    expect(formatCountdown(countdownParts(end, at('2026-01-01T00:00:00Z'))!)).toBe('01 hrs 00 mins 00 secs');
    expect(formatCountdown(countdownParts(end, at('2026-01-01T00:00:01Z'))!)).toBe('00 hrs 59 mins 59 secs');
  });
});
