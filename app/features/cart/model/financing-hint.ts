// The cart page's financing hint (spec §3 instalment financing plan): the most instalments the
// shopper can spread this subtotal over at 0% APR.
import {toCents} from './care-plan-offers';
import {formatMoney, type Money} from '~/features/catalog/model/money';

export interface FinancingPlan {
  minPrice: Money;
  maxPrice: Money;
  terms: {apr: number; frequency: string; loanType: string; installmentsCount?: {count: number} | null}[];
}

export function financingHint(subtotal: Money, plans: readonly FinancingPlan[]): string | null {
  const cents = toCents(subtotal);
  let best: {count: number; frequency: string} | null = null;
  for (const plan of plans) {
    if (cents < toCents(plan.minPrice) || cents > toCents(plan.maxPrice)) continue;
    for (const term of plan.terms) {
      const count = term.installmentsCount?.count ?? 0;
      if (term.apr === 0 && count > 1 && count > (best?.count ?? 0)) best = {count, frequency: term.frequency};
    }
  }
  if (!best) return null;
  const payment = formatMoney({amount: (Math.ceil(cents / best.count) / 100).toFixed(2), currencyCode: subtotal.currencyCode});
  const schedule = best.frequency === 'MONTHLY' ? 'monthly payments' : 'payments';
  return `Or ${best.count} interest-free ${schedule} of ${payment} with Shop Pay Installments`;
}
