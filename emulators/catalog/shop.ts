// The shop itself: name, policies and Shop Pay Installments financing plans.
import type {IdAllocator} from './ids';
import type {SeedShop} from './model';
import {
  PRIVACY_BODY,
  REFUND_POLICY_BODY,
  SHIPPING_POLICY_BODY,
  SHOP_NAME,
  TERMS_BODY,
} from './support-content';

type Plan = SeedShop['financingPlans'][number];
type Term = Plan['terms'][number];

/**
 * Shop Pay Installments as Shopify offers it in the U.S.: pay in 4 (interest-free, every two weeks)
 * from $50 to $999.99, and monthly loans from $150 up to $30,000, at 0% APR on shorter terms.
 */
function financingPlans(ids: IdAllocator): Plan[] {
  const term = (apr: number, loanType: Term['loanType'], count: number, frequency: Term['frequency'] = 'MONTHLY'): Term => ({
    id: ids.next('ShopPayInstallmentsFinancingPlanTerm'),
    apr,
    frequency,
    loanType,
    installmentsCount: {count, precision: 'EXACT'},
  });
  return [
    {
      id: ids.next('ShopPayInstallmentsFinancingPlan'),
      minPriceCents: 5_000,
      maxPriceCents: 99_999,
      terms: [term(0, 'SPLIT_PAY', 4, 'WEEKLY')],
    },
    {
      id: ids.next('ShopPayInstallmentsFinancingPlan'),
      minPriceCents: 15_000,
      maxPriceCents: 3_000_000,
      terms: [term(0, 'ZERO_PERCENT', 3), term(0, 'ZERO_PERCENT', 6), term(15, 'INTEREST', 12), term(15, 'INTEREST', 24)],
    },
  ];
}

export function generateShop(ids: IdAllocator): SeedShop {
  return {
    id: ids.next('Shop'),
    name: SHOP_NAME,
    description: 'Engagement rings, lab-grown and natural diamonds and fine jewelry, made by hand in New York.',
    primaryDomainUrl: 'https://aureliafinejewelry.com',
    moneyFormat: '${{amount}}',
    policies: [
      {handle: 'privacy-policy', title: 'Privacy Policy', body: PRIVACY_BODY},
      {handle: 'terms-of-service', title: 'Terms of Service', body: TERMS_BODY},
      {handle: 'refund-policy', title: 'Refund Policy', body: REFUND_POLICY_BODY},
      {handle: 'shipping-policy', title: 'Shipping Policy', body: SHIPPING_POLICY_BODY},
    ],
    financingPlans: financingPlans(ids),
  };
}
