import {describe, expect, it} from 'vitest';
import {deliveryEstimateView} from './delivery-estimate-view';

describe('deliveryEstimateView', () => {
  it('says the delivery dates, and the holiday only when the piece arrives by it', () => {
    expect(deliveryEstimateView({year: 2026, month: 11, day: 20}, {start: 3, end: 6})).toEqual({
      dates: 'Estimated delivery Mon, Nov 30 – Thu, Dec 3',
      holidayTitle: 'Arrives by Christmas',
      late: null,
    });
    expect(deliveryEstimateView({year: 2026, month: 12, day: 8}, {start: 11, end: 15})).toEqual({
      dates: 'Estimated delivery Mon, Dec 28 – Mon, Jan 4',
      holidayTitle: null,
      late: 'Cannot arrive by Christmas (December 25).',
    });
  });

  it('gives one date when the window is one day, skipping the observed Independence Day (Fri Jul 3, 2026)', () => {
    expect(deliveryEstimateView({year: 2026, month: 7, day: 1}, {start: 5, end: 5})).toEqual({dates: 'Estimated delivery Mon, Jul 13', holidayTitle: null, late: null});
  });
});
