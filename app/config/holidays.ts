/**
 * Spec §3 delivery-holiday cutoffs: the last day to order for arrival by each holiday, in the
 * order they are matched (§4: first match wins). The spec writes Valentine's month as 1 counting
 * from zero (February); the other two read naturally. `arrival` is the holiday itself: a piece
 * "arrives by" it when its latest delivery day is on or before that day.
 */
export const DELIVERY_HOLIDAYS = [
  {holiday: "Valentine's Day", month: 2, cutoffDay: 13, arrival: {month: 2, day: 14}},
  // Mother's Day in the US: the second Sunday of May.
  {holiday: "Mother's Day", month: 5, cutoffDay: 8, arrival: {month: 5, weekday: 0, nth: 2}},
  {holiday: 'Christmas', month: 12, cutoffDay: 21, arrival: {month: 12, day: 25}},
] as const;

/** Spec §4/§9: the promotion shows from this many days before a cutoff until the cutoff day. */
export const HOLIDAY_WINDOW_DAYS = 31;

/** "Today" for the holiday window is the store's day, so server and browser render the same. */
export const STORE_TIME_ZONE = 'America/New_York';
