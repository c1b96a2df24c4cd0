/** The listing's products, counted under its filters, up to a limit. */
export interface ListingTotal {
  count: number;
  /** True when the count stopped at the limit and there are more. */
  more: boolean;
}

/** What the listing says it shows: `60 products`, or `24 of 60 products` when it is paged. */
export function listingCountLabel(shown: number, total: ListingTotal | null): string {
  const noun = (n: number, more = false) => (n === 1 && !more ? 'product' : 'products');
  if (!total || (total.count <= shown && !total.more)) return `${shown} ${noun(shown)}`;
  return `${shown} of ${total.count}${total.more ? '+' : ''} ${noun(total.count, total.more)}`;
}
