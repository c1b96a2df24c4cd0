export interface Money {
  amount: string;
  currencyCode: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currencyCode: string, fractionDigits: number) {
  const key = `${currencyCode}:${fractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/** `$1,250` for whole amounts, `$1,250.50` otherwise; jewelry prices read best without `.00`. */
export function formatMoney(money: Money): string {
  const value = Number(money.amount);
  if (!Number.isFinite(value)) return '';
  return formatter(money.currencyCode, Number.isInteger(value) ? 0 : 2).format(value);
}

/** True when the compare-at price is above the price (the item is on sale). */
export function isDiscounted(price: Money, compareAt: Money | null | undefined): boolean {
  return !!compareAt && Number(compareAt.amount) > Number(price.amount);
}
