// Shopify serialises Decimal amounts with at least one fractional digit ("1234.0", "12.5", "0.99").
export interface Money {
  __typename: 'MoneyV2';
  amount: string;
  currencyCode: 'USD';
}

export function formatAmount(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  const decimals =
    fraction === 0 ? '0' : fraction % 10 === 0 ? String(fraction / 10) : String(fraction).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${decimals}`;
}

export function money(cents: number): Money {
  return {__typename: 'MoneyV2', amount: formatAmount(cents), currencyCode: 'USD'};
}

/** Float dollars (as filter inputs carry them) to integer cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
