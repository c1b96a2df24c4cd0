import {groupDigits} from './grouped-digits';

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

/**
 * US dollars as `Intl` writes them in en-US, without building an `Intl.NumberFormat`: the first one
 * costs a page 60-190 ms of main thread (ADR 0011). Rounds half away from zero on the amount's
 * decimal digits, as `Intl` does. Null when the amount is beyond plain decimal notation.
 */
function formatUsd(value: number, fractionDigits: 0 | 2): string | null {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let scaled = BigInt(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0'));
  if ((fraction[fractionDigits] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(fractionDigits + 1, '0');
  const wholeDigits = digits.slice(0, digits.length - fractionDigits);
  const cents = fractionDigits ? `.${digits.slice(-fractionDigits)}` : '';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}$${groupDigits(wholeDigits)}${cents}`;
}

/** `$1,250` for whole amounts, `$1,250.50` otherwise; jewelry prices read best without `.00`. */
export function formatMoney(money: Money): string {
  const value = Number(money.amount);
  if (!Number.isFinite(value)) return '';
  const fractionDigits = Number.isInteger(value) ? 0 : 2;
  return (money.currencyCode === 'USD' && formatUsd(value, fractionDigits)) || formatter(money.currencyCode, fractionDigits).format(value);
}

/** True when the compare-at price is above the price (the item is on sale). */
export function isDiscounted(price: Money, compareAt: Money | null | undefined): boolean {
  return !!compareAt && Number(compareAt.amount) > Number(price.amount);
}
