import { useEffect } from 'react';
import { isFinalPaymentStatus } from '../../domain/money/paymentStatus';
import { ACCOUNT_UPDATE_DELAY_MS, ACCOUNT_UPDATE_REPEATS } from '../../domain/session';
import type { AccountStore, PaymentHistoryEntry } from '../../stores/AccountStore';

/**
 * The provider's callback may reach the server after the browser lands on the result page: the
 * balance and the payment are reloaded, as SPEC section 4 "account update repeats" (up to 5 times
 * every 2500 ms), until the payment has a final status.
 */
export function usePaymentFollowUp(
  account: AccountStore,
  paymentId: string | null,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled || paymentId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (n: number) => {
      await Promise.all([account.load(), account.loadHistory(1, false)]);
      const payment = findPayment(account.history, paymentId);
      if (stopped || (payment && isFinalPaymentStatus(payment.status))) return;
      if (n + 1 < ACCOUNT_UPDATE_REPEATS) {
        timer = setTimeout(() => void attempt(n + 1), ACCOUNT_UPDATE_DELAY_MS);
      }
    };
    void attempt(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [account, paymentId, enabled]);
}

export function findPayment(
  entries: readonly PaymentHistoryEntry[],
  paymentId: string,
): PaymentHistoryEntry | undefined {
  return entries.find((p) => String(p.id) === paymentId);
}
