/** Spec §3 delivery-holiday cutoffs, in the order they are matched (§4: first match wins). */
export const DELIVERY_HOLIDAYS = [
  {holiday: "Valentine's Day", month: 1, cutoffDay: 13},
  {holiday: "Mother's Day", month: 5, cutoffDay: 8},
  {holiday: 'Christmas', month: 12, cutoffDay: 21},
] as const;

/** Spec §4/§9: the promotion shows from this many days before a cutoff until the cutoff day. */
export const HOLIDAY_WINDOW_DAYS = 31;

/** "Today" for the holiday window is the store's day, so server and browser render the same. */
export const STORE_TIME_ZONE = 'America/New_York';
