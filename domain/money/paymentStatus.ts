// Payment states (SPEC section 2 payment result pages success, fail, pending,
// cancel). A provider's callbacks can arrive twice, late or out of order, so a status only moves
// forward: created -> pending -> one final state, and a final state never changes.

export const PAYMENT_STATUSES = ['created', 'pending', 'success', 'fail', 'cancel'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a provider callback can report. */
export const PAYMENT_OUTCOMES = ['pending', 'success', 'fail', 'cancel'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const PAYMENT_TYPES = ['deposit', 'withdraw'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

const FINAL: ReadonlySet<PaymentStatus> = new Set(['success', 'fail', 'cancel']);

export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return FINAL.has(status);
}

/** The status after a callback reporting `outcome`, or null when the callback changes nothing. */
export function nextPaymentStatus(
  current: PaymentStatus,
  outcome: PaymentOutcome,
): PaymentStatus | null {
  if (isFinalPaymentStatus(current)) return null;
  if (outcome === current) return null;
  return outcome;
}

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}
