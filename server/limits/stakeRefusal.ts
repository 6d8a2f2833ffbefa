// What a refused stake tells the customer, the same for a coupon, a toto and a lotto ticket: a
// stake limit (with what is left, major units) or the ledger's refusal of the staked account.
import { LedgerRefusal } from '../money/ledger';
import { StakeLimitRefusal } from './limitRefusal';

export interface StakeRefusal {
  code: StakeLimitRefusal['reason'] | 'insufficient_funds' | 'account_unavailable';
  /** What the limit leaves, major units. */
  limit?: number;
}

/** The refusal a stake transaction's error stands for, or null when it is another error. */
export function stakeRefusalOf(
  err: unknown,
  toMajor: (minorUnits: number) => number,
): StakeRefusal | null {
  if (err instanceof StakeLimitRefusal) {
    const remaining = err.details?.remaining;
    return remaining === undefined
      ? { code: err.reason }
      : { code: err.reason, limit: toMajor(remaining) };
  }
  if (
    err instanceof LedgerRefusal &&
    (err.code === 'insufficient_funds' || err.code === 'account_unavailable')
  ) {
    return { code: err.code };
  }
  return null;
}
