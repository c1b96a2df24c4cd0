// Day counts from product metafields (estimated ship days), read leniently.

/** A metafield's day count, or null when it is missing or not a whole number of days. */
export function parseDays(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const days = Number(value);
  return Number.isInteger(days) && days >= 0 ? days : null;
}
