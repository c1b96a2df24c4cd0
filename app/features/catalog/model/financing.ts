// Spec §2/§3: "as low as $X/mo" from the shop's instalment financing plans.

export interface FinancingTerm {
  apr: number;
  frequency: string;
  installmentsCount?: {count: number} | null;
}

export interface FinancingPlan {
  minPrice: {amount: string};
  maxPrice: {amount: string};
  terms: FinancingTerm[];
}

/** One monthly payment of `price` over `count` months at `apr` percent (an amortised loan). */
export function monthlyPayment(price: number, count: number, apr: number): number {
  if (apr <= 0) return price / count;
  const rate = apr / 100 / 12;
  return (price * rate) / (1 - (1 + rate) ** -count);
}

/**
 * The lowest monthly payment among the monthly terms of the plans whose price range holds the
 * price, rounded up to the cent; null when no plan covers the price.
 */
export function lowestMonthlyPayment(plans: readonly FinancingPlan[], price: number): number | null {
  let lowest: number | null = null;
  for (const plan of plans) {
    if (price < Number(plan.minPrice.amount) || price > Number(plan.maxPrice.amount)) continue;
    for (const term of plan.terms) {
      const count = term.installmentsCount?.count ?? 0;
      if (term.frequency !== 'MONTHLY' || count <= 0) continue;
      const payment = Math.ceil(monthlyPayment(price, count, term.apr) * 100) / 100;
      if (lowest === null || payment < lowest) lowest = payment;
    }
  }
  return lowest;
}
