// Stale withdrawal reservations go back to the customer (domain/money/withdrawalReservation.ts):
// a withdrawal still created or pending WITHDRAWAL_RESERVATION_HOURS after it was requested is
// cancelled and its reservation refunded through the ledger (withdrawals pending -> the customer),
// under the same key a provider's fail or cancel uses, so it is refunded once whoever comes first.
// One SQL transaction a payment, its row locked (`for update skip locked`: a payment a callback or
// another process holds is left to it). A sweep runs at start and every few minutes; a provider's
// late callback for an expired withdrawal changes nothing, as after any final state.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { staleReservationCutoff } from '../../domain/money/withdrawalReservation';
import type { DatabaseSchema } from '../db/schema';
import { moveToStatus, paymentTarget } from './payments';

/** The sweep's period: a reservation is returned at most this long after it became stale. */
export const WITHDRAWAL_EXPIRY_SWEEP_MS = 5 * 60_000;
/** Candidates are read in pages of this many. */
const PAGE = 200;
const OPEN_STATUSES = ['created', 'pending'];

/** Cancels every stale withdrawal at `now` and refunds its reservation; answers how many. */
export async function expireStaleWithdrawals(
  db: Kysely<DatabaseSchema>,
  now: Date,
): Promise<number> {
  const cutoff = staleReservationCutoff(now);
  let expired = 0;
  let after: string | undefined;
  for (;;) {
    let query = db
      .selectFrom('payments')
      .select('id')
      .where('type', '=', 'withdraw')
      .where('status', 'in', OPEN_STATUSES)
      .where('created_at', '<', cutoff);
    if (after !== undefined) query = query.where('id', '>', after);
    const page = await query.orderBy('id').limit(PAGE).execute();
    for (const { id } of page) {
      if (await expireWithdrawal(db, id, cutoff)) expired += 1;
    }
    if (page.length < PAGE) return expired;
    after = page[page.length - 1]!.id;
  }
}

async function expireWithdrawal(
  db: Kysely<DatabaseSchema>,
  paymentId: string,
  cutoff: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .select(['id', 'type', 'account_id', 'amount', 'currency_id'])
      .where('id', '=', paymentId)
      .where('type', '=', 'withdraw')
      .where('status', 'in', OPEN_STATUSES)
      .where('created_at', '<', cutoff)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!payment) return false;
    await moveToStatus(trx, paymentTarget(payment), 'cancel');
    return true;
  });
}

export interface WithdrawalExpiryOptions {
  /** The clock the reservations' age is measured on. */
  now: () => Date;
  /** Milliseconds between sweeps (default WITHDRAWAL_EXPIRY_SWEEP_MS). */
  sweepEveryMs?: number;
}

/** Sweeps one at a time: at start, then every sweepEveryMs (the timer never holds the process). */
export class WithdrawalExpiry {
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: () => Kysely<DatabaseSchema>,
    private readonly log: FastifyBaseLogger,
    private readonly options: WithdrawalExpiryOptions,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    void this.sweep();
    this.timer = setInterval(
      () => void this.sweep(),
      this.options.sweepEveryMs ?? WITHDRAWAL_EXPIRY_SWEEP_MS,
    );
    this.timer.unref();
  }

  /** One sweep after the one under way; resolves with how many withdrawals it expired. */
  sweep(): Promise<number> {
    const next = this.queue.then(() => (this.stopped ? 0 : this.pass()));
    this.queue = next;
    return next;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.queue;
  }

  private async pass(): Promise<number> {
    try {
      const expired = await expireStaleWithdrawals(this.db(), this.options.now());
      if (expired > 0) this.log.info({ expired }, 'withdrawals: stale reservations returned');
      return expired;
    } catch (err) {
      this.log.error({ err }, 'withdrawals: an expiry sweep failed');
      return 0;
    }
  }
}

/** The sweeps in this server, started when it is ready and stopped when it closes. */
export function installWithdrawalExpiry(
  app: FastifyInstance,
  db: () => Kysely<DatabaseSchema>,
  options: WithdrawalExpiryOptions,
): WithdrawalExpiry {
  const expiry = new WithdrawalExpiry(db, app.log, options);
  app.addHook('onReady', async () => expiry.start());
  app.addHook('onClose', async () => expiry.stop());
  return expiry;
}
