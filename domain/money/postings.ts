// Double-entry rules: a ledger transaction is a set of postings whose amounts,
// per currency, sum to zero. Amounts are signed integer minor units; never zero, never floats.

export interface PostingAmount {
  currencyId: number;
  amount: number;
}

/** Why a set of postings cannot be one ledger transaction, or null when it can. */
export function postingsProblem(postings: readonly PostingAmount[]): string | null {
  if (postings.length < 2) return 'a transaction needs at least two postings';
  const sums = new Map<number, number>();
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) {
      return `posting amount ${p.amount} is not a non-zero integer of minor units`;
    }
    const sum = (sums.get(p.currencyId) ?? 0) + p.amount;
    if (!Number.isSafeInteger(sum)) return `postings in currency ${p.currencyId} overflow`;
    sums.set(p.currencyId, sum);
  }
  for (const [currencyId, sum] of sums) {
    if (sum !== 0) return `postings in currency ${currencyId} sum to ${sum}, not 0`;
  }
  return null;
}
