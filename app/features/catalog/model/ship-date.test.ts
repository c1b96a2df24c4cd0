import {describe, expect, it} from 'vitest';
import {parseDays} from './day-count';
import {nextCutoff, shipDateNotice} from './ship-date';

const CUTOFF = {month: 12, day: 21};
const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return {year: year!, month: month!, day: date!};
};

describe('shipDateNotice', () => {
  it('appears when the latest ship day, in business days, falls after the cutoff', () => {
    // Wed Dec 9 2026 + 9 business days: Dec 10, 11, 14, 15, 16, 17, 18, 21, 22.
    expect(shipDateNotice(day('2026-12-09'), 9, CUTOFF)).toEqual({shipEnd: day('2026-12-22'), cutoff: day('2026-12-21')});
  });

  it('does not appear when the ship end is on or before the cutoff', () => {
    expect(shipDateNotice(day('2026-12-09'), 8, CUTOFF)).toBeNull();
    expect(shipDateNotice(day('2026-03-02'), 30, CUTOFF)).toBeNull();
  });

  it('skips weekends and carrier holidays: Thanksgiving does not count', () => {
    // From Mon Nov 16 2026, 15 business days skip two weekends and Thanksgiving (Nov 26): Dec 8.
    expect(shipDateNotice(day('2026-11-16'), 15, {month: 12, day: 7})?.shipEnd).toEqual(day('2026-12-08'));
    expect(shipDateNotice(day('2026-11-16'), 15, {month: 12, day: 8})).toBeNull();
  });

  it("looks at next year once this year's cutoff has passed", () => {
    expect(shipDateNotice(day('2026-12-28'), 10, CUTOFF)).toBeNull();
    expect(nextCutoff(day('2026-12-28'), CUTOFF)).toEqual(day('2027-12-21'));
    expect(nextCutoff(day('2026-12-21'), CUTOFF)).toEqual(day('2026-12-21'));
  });

  it('shows nothing for an unknown or invalid ship end', () => {
    expect(shipDateNotice(day('2026-12-20'), null, CUTOFF)).toBeNull();
    expect(shipDateNotice(day('2026-12-20'), Number.NaN, CUTOFF)).toBeNull();
    expect(shipDateNotice(day('2026-12-20'), -1, CUTOFF)).toBeNull();
  });
});

describe('parseDays', () => {
  it('parses whole day counts from metafield values', () => {
    expect(parseDays('16')).toBe(16);
    expect(parseDays('')).toBeNull();
    expect(parseDays('1.5')).toBeNull();
    expect(parseDays(undefined)).toBeNull();
  });
});
