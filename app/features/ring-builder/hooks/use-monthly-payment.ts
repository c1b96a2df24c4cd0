import {useRouteLoaderData} from 'react-router';
import {lowestMonthlyPayment, type FinancingPlan} from '~/features/catalog/model/financing';
import {formatMoney} from '~/features/catalog/model/money';

/** The builder layout loads the shop's instalment plans once for every step. */
export const RING_BUILDER_ROUTE_ID = 'routes/ring-builder';

/** "as low as $X/mo" text for a price, or null when no plan covers it. */
export function useMonthlyPayment(): (price: number) => string | null {
  const plans = useRouteLoaderData<{financingPlans: FinancingPlan[]}>(RING_BUILDER_ROUTE_ID)?.financingPlans ?? [];
  return (price) => {
    const monthly = lowestMonthlyPayment(plans, price);
    return monthly === null ? null : `or as low as ${formatMoney({amount: monthly.toFixed(2), currencyCode: 'USD'})}/mo`;
  };
}
