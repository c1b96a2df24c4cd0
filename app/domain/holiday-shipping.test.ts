import {describe, expect, it} from 'vitest';
import {calendarDateIn, holidayPromotion} from './holiday-shipping';

const on = (year: number, month: number, day: number) => holidayPromotion({year, month, day});

describe('holidayPromotion', () => {
  it('shows a holiday from 31 days before its cutoff through the cutoff day', () => {
    expect(on(2026, 11, 19)).toBeNull();
    expect(on(2026, 11, 20)).toMatchObject({holiday: 'Christmas', title: 'Arrives by Christmas', icon: 'gift', daysLeft: 31});
    expect(on(2026, 12, 12)).toMatchObject({holiday: 'Christmas', daysLeft: 9});
    expect(on(2026, 12, 22)).toMatchObject({holiday: "Valentine's Day", cutoff: {year: 2027, month: 1, day: 13}, daysLeft: 22});
    // With no earlier holiday in its window, Christmas shows up to its cutoff day.
    expect(holidayPromotion({year: 2026, month: 12, day: 21}, [{holiday: 'Christmas', month: 12, cutoffDay: 21}])).toMatchObject({daysLeft: 0});
  });

  it("crosses the year boundary to next year's Valentine's cutoff", () => {
    expect(on(2026, 12, 13)).toMatchObject({holiday: "Valentine's Day", daysLeft: 31});
    expect(on(2026, 12, 31)).toMatchObject({holiday: "Valentine's Day", cutoff: {year: 2027, month: 1, day: 13}, daysLeft: 13});
    expect(on(2027, 1, 1)).toMatchObject({holiday: "Valentine's Day", cutoff: {year: 2027, month: 1, day: 13}, daysLeft: 12});
    expect(on(2027, 1, 13)).toMatchObject({daysLeft: 0});
    expect(on(2027, 1, 14)).toBeNull();
  });

  it("prefers Valentine's over Christmas when both are in the window (first match wins)", () => {
    // Dec 12: Christmas cutoff is 9 days ahead, Valentine's 32; from Dec 13 both are, and Valentine's wins.
    expect(on(2026, 12, 12)).toMatchObject({holiday: 'Christmas'});
    expect(on(2026, 12, 14)).toMatchObject({holiday: "Valentine's Day"});
    expect(on(2026, 12, 21)).toMatchObject({holiday: "Valentine's Day", daysLeft: 23});
  });

  it("shows Mother's Day from April 7 to May 8, and counts leap days", () => {
    expect(on(2027, 4, 6)).toBeNull();
    expect(on(2027, 4, 7)).toMatchObject({holiday: "Mother's Day", daysLeft: 31});
    expect(on(2027, 5, 8)).toMatchObject({holiday: "Mother's Day", daysLeft: 0});
    expect(on(2027, 5, 9)).toBeNull();
    expect(on(2028, 2, 1)).toBeNull();
    expect(on(2028, 4, 7)).toMatchObject({daysLeft: 31});
  });

  it('nothing in summer or autumn', () => {
    for (const month of [6, 7, 8, 9, 10]) expect(on(2026, month, 15)).toBeNull();
  });
});

describe('calendarDateIn', () => {
  it("gives the store's calendar day for an instant", () => {
    const instant = new Date('2027-01-01T03:00:00Z');
    expect(calendarDateIn(instant, 'America/New_York')).toEqual({year: 2026, month: 12, day: 31});
    expect(calendarDateIn(instant, 'UTC')).toEqual({year: 2027, month: 1, day: 1});
  });
});
