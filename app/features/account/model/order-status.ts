// Spec §3 enumerations: an order's financial and fulfilment status, as a shopper reads them.

export const ORDER_FINANCIAL_STATUS_LABELS = {
  AUTHORIZED: 'Authorized',
  PAID: 'Paid',
  PARTIALLY_PAID: 'Partially paid',
  PARTIALLY_REFUNDED: 'Partially refunded',
  PENDING: 'Payment pending',
  REFUNDED: 'Refunded',
  VOIDED: 'Voided',
} as const;

export const ORDER_FULFILLMENT_STATUS_LABELS = {
  FULFILLED: 'Fulfilled',
  IN_PROGRESS: 'In progress',
  ON_HOLD: 'On hold',
  OPEN: 'Open',
  PARTIALLY_FULFILLED: 'Partially fulfilled',
  PENDING_FULFILLMENT: 'Pending fulfillment',
  RESTOCKED: 'Restocked',
  SCHEDULED: 'Scheduled',
  UNFULFILLED: 'Unfulfilled',
} as const;

export type OrderFinancialStatus = keyof typeof ORDER_FINANCIAL_STATUS_LABELS;
export type OrderFulfillmentStatus = keyof typeof ORDER_FULFILLMENT_STATUS_LABELS;

/** The platform may send a status newer than this list; it is shown as-is rather than hidden. */
function labelFrom(labels: Record<string, string>, status: string | null | undefined, missing: string) {
  if (!status) return missing;
  const key = status.toUpperCase();
  return Object.hasOwn(labels, key) ? labels[key]! : status;
}

export function financialStatusLabel(status: string | null | undefined): string {
  return labelFrom(ORDER_FINANCIAL_STATUS_LABELS, status, 'Payment pending');
}

export function fulfillmentStatusLabel(status: string | null | undefined): string {
  return labelFrom(ORDER_FULFILLMENT_STATUS_LABELS, status, 'Unfulfilled');
}
