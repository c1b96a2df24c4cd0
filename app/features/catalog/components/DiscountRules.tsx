import {createContext, useContext, type ReactNode} from 'react';
import {matchDiscountPercent, type DiscountRule, type DiscountSubject} from '~/features/catalog/model/discount-rules';

const DiscountRulesContext = createContext<readonly DiscountRule[]>([]);

/** Rules a route loaded, made available to every price it renders. */
export function DiscountRulesProvider({rules, children}: {rules: readonly DiscountRule[]; children: ReactNode}) {
  return <DiscountRulesContext.Provider value={rules}>{children}</DiscountRulesContext.Provider>;
}

/** The percent of the first rule matching the product, or null. */
export function useDiscountPercent(subject: DiscountSubject): number | null {
  return matchDiscountPercent(useContext(DiscountRulesContext), subject);
}
