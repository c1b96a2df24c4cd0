import {describe, expect, it} from 'vitest';
import {financingHint} from './financing-hint';

const usd = (amount: number) => ({amount: String(amount), currencyCode: 'USD'});
const plans = [
  {minPrice: usd(50), maxPrice: usd(999.99), terms: [{apr: 0, frequency: 'WEEKLY', loanType: 'SPLIT_PAY', installmentsCount: {count: 4}}]},
  {minPrice: usd(150), maxPrice: usd(30000), terms: [{apr: 0, frequency: 'MONTHLY', loanType: 'ZERO_PERCENT', installmentsCount: {count: 6}}, {apr: 15, frequency: 'MONTHLY', loanType: 'INTEREST', installmentsCount: {count: 24}}]},
];

describe('financingHint', () => {
  it('offers the most interest-free instalments the subtotal qualifies for', () => {
    expect(financingHint(usd(100), plans)).toBe('Or 4 interest-free payments of $25 with Shop Pay Installments');
    expect(financingHint(usd(1200), plans)).toBe('Or 6 interest-free monthly payments of $200 with Shop Pay Installments');
    expect(financingHint(usd(20), plans)).toBeNull();
  });
});
