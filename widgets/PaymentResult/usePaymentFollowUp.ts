import { useEffect } from 'react';
import type { AccountStore, PaymentHistoryEntry } from '../../stores/AccountStore';

/**
 * The provider's callback may reach the server after the browser lands on the result page: the
 * payment is reloaded, as SPEC section 4 "account update repeats" (up to 5 times every 2500 ms),
 * until it has a final status, and the balance after it. The callback credits the account and
 * marks the payment final in one transaction, so a balance read after the final status includes
 * the credit (read side by side, the balance could be read just before it).
 */
export function usePaymentFollowUp(
  account: AccountStore,
  paymentId: string | null,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled || paymentId === null) return;
    const leaving = new AbortController();
    void account.refreshAfterPayment(paymentId, leaving.signal);
    return () => leaving.abort();
  }, [account, paymentId, enabled]);
}

export function findPayment(
  entries: readonly PaymentHistoryEntry[],
  paymentId: string,
): PaymentHistoryEntry | undefined {
  return entries.find((p) => String(p.id) === paymentId);
}
