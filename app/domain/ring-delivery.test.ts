import {describe, expect, it} from 'vitest';
import {addDays, formatCalendarDate, ringDelivery} from './ring-delivery';

describe('ringDelivery', () => {
  it('adds the setting ship days and the stone\'s setting days to today', () => {
    expect(ringDelivery({year: 2026, month: 7, day: 1}, 14, 'lab')).toEqual({deliverBy: {year: 2026, month: 7, day: 17}, holiday: null});
    expect(ringDelivery({year: 2026, month: 7, day: 1}, 14, 'natural')?.deliverBy).toEqual({year: 2026, month: 7, day: 19});
  });

  it('says a ring arrives by the holiday when it lands by the cutoff', () => {
    const delivery = ringDelivery({year: 2026, month: 11, day: 20}, 19, 'natural');
    expect(delivery?.deliverBy).toEqual({year: 2026, month: 12, day: 13});
    expect(delivery?.holiday).toEqual({name: 'Christmas', title: 'Arrives by Christmas', cutoff: {year: 2026, month: 12, day: 21}, inTime: true});
  });

  it('says it misses the holiday when it lands after the cutoff', () => {
    const delivery = ringDelivery({year: 2026, month: 12, day: 10}, 11, 'lab');
    expect(delivery?.holiday).toMatchObject({name: 'Christmas', inTime: false});
  });

  it('counts the cutoff day itself as in time', () => {
    expect(ringDelivery({year: 2026, month: 12, day: 1}, 18, 'lab')?.holiday?.inTime).toBe(true);
    expect(ringDelivery({year: 2026, month: 12, day: 1}, 19, 'lab')?.holiday?.inTime).toBe(false);
  });

  it('rolls over the year end, and gives nothing without ship days', () => {
    expect(ringDelivery({year: 2026, month: 12, day: 28}, 10, 'lab')?.deliverBy).toEqual({year: 2027, month: 1, day: 9});
    expect(ringDelivery({year: 2026, month: 7, day: 1}, null, 'lab')).toBeNull();
    expect(ringDelivery({year: 2026, month: 7, day: 1}, -1, 'lab')).toBeNull();
  });

  it('formats dates in the store calendar, leap days included', () => {
    expect(addDays({year: 2028, month: 2, day: 28}, 1)).toEqual({year: 2028, month: 2, day: 29});
    expect(formatCalendarDate({year: 2026, month: 12, day: 11})).toBe('Friday, December 11');
    expect(formatCalendarDate({year: 2026, month: 12, day: 21}, false)).toBe('December 21');
  });
});
