import {describe, expect, it} from 'vitest';
import {lowestMonthlyPayment, monthlyPayment} from './financing';

const plans = [
  {minPrice: {amount: '50'}, maxPrice: {amount: '999.99'}, terms: [{apr: 0, frequency: 'WEEKLY', installmentsCount: {count: 4}}]},
  {
    minPrice: {amount: '150'},
    maxPrice: {amount: '30000'},
    terms: [
      {apr: 0, frequency: 'MONTHLY', installmentsCount: {count: 6}},
      {apr: 15, frequency: 'MONTHLY', installmentsCount: {count: 24}},
    ],
  },
];

describe('lowestMonthlyPayment', () => {
  it('takes the lowest monthly payment of the plans covering the price', () => {
    // 24 months at 15% APR beats 6 months at 0% on $1,200.
    expect(lowestMonthlyPayment(plans, 1200)).toBe(58.19);
  });

  it('ignores weekly terms and plans outside the price range', () => {
    expect(lowestMonthlyPayment(plans, 100)).toBeNull();
    expect(lowestMonthlyPayment(plans, 40_000)).toBeNull();
    expect(lowestMonthlyPayment([], 1200)).toBeNull();
  });

  it('divides evenly at 0% APR', () => {
    expect(monthlyPayment(600, 6, 0)).toBe(100);
  });
});
