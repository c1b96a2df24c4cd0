// The shop's delivery promise (not in the spec, which gives only the products' ship days): how long
// the carrier takes, and the days it neither collects nor delivers.

/** Insured express shipping, collected the day an order ships, delivered this many business days later. */
export const TRANSIT_BUSINESS_DAYS = 2;

/**
 * The US carriers' holidays (UPS and FedEx close on these). A fixed date falling on a Saturday is
 * observed the Friday before, on a Sunday the Monday after.
 */
export const CARRIER_HOLIDAYS = [
  {name: "New Year's Day", month: 1, day: 1},
  {name: 'Memorial Day', month: 5, weekday: 1, nth: -1},
  {name: 'Independence Day', month: 7, day: 4},
  {name: 'Labor Day', month: 9, weekday: 1, nth: 1},
  {name: 'Thanksgiving', month: 11, weekday: 4, nth: 4},
  {name: 'Christmas Day', month: 12, day: 25},
] as const;
