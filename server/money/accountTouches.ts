// "These accounts' coupons changed, and no money of the customer moved to say so": a coupon lost
// or voided with nothing to credit, legs resolved while the coupon stays open, a free-bet coupon
// placed, legs resettled. The account events (server/money/accountEvents.ts) tell the owners'
// tabs on every process as they do for a ledger posting, and the cash-out push reloads the
// owners' open coupons on them (server/coupon/cashOutPush.ts). Called after the change commits.
export type AccountsTouchedListener = (accountIds: readonly string[]) => void;

const listeners = new Set<AccountsTouchedListener>();

export function onAccountsTouched(listener: AccountsTouchedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners (after the transaction that changed the coupons has committed). */
export function accountsTouched(accountIds: readonly string[]): void {
  if (accountIds.length === 0) return;
  for (const listener of listeners) listener(accountIds);
}
