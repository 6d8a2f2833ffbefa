// What the cashback and tournament prize sweeps share: how a run is told the time and the
// periods already paid, what it answers, and when a period counts as paid in full.
import type { Period } from '../../domain/casino/catalogueSchedule';

export interface PeriodSweepOptions {
  /** The sweep's clock (each sweep has its default). */
  nowMs?: number;
  /** `owner:periodStart` keys a previous run of this process paid in full. */
  skip?: Set<string>;
  onError?: (err: unknown, key: string) => void;
}

export interface PeriodSweepResult {
  /** Payouts made by this run. */
  paid: number;
  /** Payouts that failed (logged; the next sweep tries them again). */
  failed: number;
}

/** Adds a period with no failed payout to `skip`. */
export function rememberSwept(
  options: PeriodSweepOptions,
  key: string,
  period: Period,
  failedHere: number,
): void {
  // Remembered only once it has closed in real time too: ledger rows are stamped with the
  // database's clock, which a test-control world clock runs ahead of.
  if (failedHere === 0 && period.end.getTime() <= Date.now()) options.skip?.add(key);
}
