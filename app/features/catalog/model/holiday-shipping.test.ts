import {describe, expect, it} from 'vitest';
import {holidayPromotion} from './holiday-shipping';

const on = (year: number, month: number, day: number) => holidayPromotion({year, month, day});

describe('holidayPromotion', () => {
  it('shows a holiday from 31 days before its cutoff through the cutoff day', () => {
    expect(on(2026, 11, 19)).toBeNull();
    expect(on(2026, 11, 20)).toMatchObject({holiday: 'Christmas', title: 'Arrives by Christmas', icon: 'gift', daysLeft: 31});
    expect(on(2026, 12, 21)).toMatchObject({holiday: 'Christmas', daysLeft: 0});
    expect(on(2026, 12, 22)).toBeNull();
  });

  it("crosses the year boundary to next year's Valentine's cutoff, February 13", () => {
    expect(on(2027, 1, 12)).toBeNull();
    expect(on(2027, 1, 13)).toMatchObject({holiday: "Valentine's Day", cutoff: {year: 2027, month: 2, day: 13}, daysLeft: 31});
    expect(on(2028, 2, 13)).toMatchObject({holiday: "Valentine's Day", daysLeft: 0});
  });

  it('lets the first holiday in the configured order win when two windows overlap', () => {
    const overlapping = [
      {holiday: 'First', month: 12, cutoffDay: 30, arrival: {month: 12, day: 31}},
      {holiday: 'Second', month: 12, cutoffDay: 21, arrival: {month: 12, day: 25}},
    ];
    expect(holidayPromotion({year: 2026, month: 12, day: 10}, overlapping)?.holiday).toBe('First');
  });

  it("shows Mother's Day from April 7 to May 8, and counts leap days", () => {
    expect(on(2027, 4, 6)).toBeNull();
    expect(on(2027, 4, 7)).toMatchObject({holiday: "Mother's Day", daysLeft: 31});
    expect(on(2027, 5, 8)).toMatchObject({holiday: "Mother's Day", daysLeft: 0});
    expect(on(2027, 5, 9)).toBeNull();
    expect(on(2028, 4, 7)).toMatchObject({daysLeft: 31});
  });

  it('nothing in summer or autumn', () => {
    for (const month of [6, 7, 8, 9, 10]) expect(on(2026, month, 15)).toBeNull();
  });
});
