import {describe, expect, it} from 'vitest';
import {daysFrom, formatShortDate, nextCutoff, parseDays, shipDateNotice} from './ship-date';

const CUTOFF = {month: 12, day: 21};
const at = (iso: string) => new Date(`${iso}T15:00:00Z`);

describe('shipDateNotice', () => {
  it('appears when the ship end falls after the cutoff', () => {
    const notice = shipDateNotice(at('2025-12-10'), 16, CUTOFF);
    expect(notice?.shipEnd.toISOString().slice(0, 10)).toBe('2025-12-26');
    expect(notice?.cutoff.toISOString().slice(0, 10)).toBe('2025-12-21');
  });

  it('does not appear when the ship end is on or before the cutoff', () => {
    expect(shipDateNotice(at('2025-12-05'), 16, CUTOFF)).toBeNull();
    expect(shipDateNotice(at('2025-12-10'), 11, CUTOFF)).toBeNull();
    expect(shipDateNotice(at('2025-03-01'), 30, CUTOFF)).toBeNull();
  });

  it('looks at next year once this year cutoff has passed', () => {
    expect(shipDateNotice(at('2025-12-28'), 10, CUTOFF)).toBeNull();
    expect(nextCutoff(at('2025-12-28'), CUTOFF).toISOString().slice(0, 10)).toBe('2026-12-21');
    expect(nextCutoff(at('2025-12-21'), CUTOFF).toISOString().slice(0, 10)).toBe('2025-12-21');
  });

  it('shows nothing for an unknown or invalid ship end', () => {
    expect(shipDateNotice(at('2025-12-20'), null, CUTOFF)).toBeNull();
    expect(shipDateNotice(at('2025-12-20'), Number.NaN, CUTOFF)).toBeNull();
    expect(shipDateNotice(at('2025-12-20'), -1, CUTOFF)).toBeNull();
  });
});

describe('ship date helpers', () => {
  it('counts calendar days and formats short dates', () => {
    expect(formatShortDate(daysFrom(at('2025-01-30'), 2))).toBe('Feb 1');
  });

  it('parses day counts from metafield values', () => {
    expect(parseDays('16')).toBe(16);
    expect(parseDays('')).toBeNull();
    expect(parseDays('1.5')).toBeNull();
    expect(parseDays(undefined)).toBeNull();
  });
});
