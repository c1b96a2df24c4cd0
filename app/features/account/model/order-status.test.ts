import {describe, expect, it} from 'vitest';
import {financialStatusLabel, fulfillmentStatusLabel} from './order-status';

describe('order status labels', () => {
  it('labels every spec §3 financial status', () => {
    expect(
      ['authorized', 'paid', 'partially_paid', 'partially_refunded', 'pending', 'refunded', 'voided'].map(financialStatusLabel),
    ).toEqual(['Authorized', 'Paid', 'Partially paid', 'Partially refunded', 'Payment pending', 'Refunded', 'Voided']);
  });

  it('labels every spec §3 fulfilment status', () => {
    expect(
      [
        'fulfilled',
        'in_progress',
        'on_hold',
        'open',
        'partially_fulfilled',
        'pending_fulfillment',
        'restocked',
        'scheduled',
        'unfulfilled',
      ].map(fulfillmentStatusLabel),
    ).toEqual([
      'Fulfilled',
      'In progress',
      'On hold',
      'Open',
      'Partially fulfilled',
      'Pending fulfillment',
      'Restocked',
      'Scheduled',
      'Unfulfilled',
    ]);
  });

  it('reads the platform’s upper-case values', () => {
    expect(financialStatusLabel('PARTIALLY_REFUNDED')).toBe('Partially refunded');
    expect(fulfillmentStatusLabel('ON_HOLD')).toBe('On hold');
  });

  it('treats a missing status as not yet paid or shipped, and shows an unknown one as sent', () => {
    expect(financialStatusLabel(null)).toBe('Payment pending');
    expect(fulfillmentStatusLabel(undefined)).toBe('Unfulfilled');
    expect(fulfillmentStatusLabel('LOST_IN_TRANSIT')).toBe('LOST_IN_TRANSIT');
  });
});
