// The sandbox provider's outbox (table sandbox_callbacks): the customer's choice on the hosted page
// becomes the rows of the callbacks the provider owes for it, committed before the customer is sent
// to the result page. Deliveries claim due rows with a lease (`for update skip locked`), so several
// processes sharing a database never send one row at once, and a row whose process died is taken
// again when its lease ends.
import { sql, type Kysely } from 'kysely';
import {
  isFinalPaymentStatus,
  isPaymentStatus,
  type PaymentOutcome,
} from '../../../domain/money/paymentStatus';
import type { DatabaseSchema } from '../../db/schema';
import { toSafeInteger } from '../bigints';

const FINAL_OUTCOMES: PaymentOutcome[] = ['success', 'fail', 'cancel'];

/**
 * The callbacks a choice is announced with, as real providers misbehave: a final outcome, then a
 * stale `pending` late (out of order), then the final outcome again (a retry); `pending` twice.
 */
export function callbackPlan(outcome: PaymentOutcome): PaymentOutcome[] {
  return outcome === 'pending' ? ['pending', 'pending'] : [outcome, 'pending', outcome];
}

export type DecisionResult =
  | { recorded: true }
  /** Decided finally before, or the payment is final already: nothing was written. */
  | { recorded: false; outcome: PaymentOutcome };

/**
 * Records the customer's choice: the plan's rows, the i-th due (i + 1) x `gapMs` after `now`. A
 * final choice is made once; `pending` may be resolved later. The payment row is locked, so two
 * choices at once are taken one after the other.
 */
export async function recordDecision(
  db: Kysely<DatabaseSchema>,
  input: { paymentId: string; outcome: PaymentOutcome; now: Date; gapMs: number },
): Promise<DecisionResult> {
  return db.transaction().execute(async (trx): Promise<DecisionResult> => {
    const payment = await trx
      .selectFrom('payments')
      .select('status')
      .where('id', '=', input.paymentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (isPaymentStatus(payment.status) && isFinalPaymentStatus(payment.status)) {
      return { recorded: false, outcome: payment.status as PaymentOutcome };
    }
    const decided = await finalDecision(trx, input.paymentId);
    if (decided) return { recorded: false, outcome: decided };
    await trx
      .insertInto('sandbox_callbacks')
      .values(
        callbackPlan(input.outcome).map((status, i) => ({
          payment_id: input.paymentId,
          status,
          due_at: new Date(input.now.getTime() + input.gapMs * (i + 1)),
        })),
      )
      .execute();
    return { recorded: true };
  });
}

/** The final outcome the customer chose for the payment, if any. */
export async function finalDecision(
  db: Kysely<DatabaseSchema>,
  paymentId: string,
): Promise<PaymentOutcome | undefined> {
  const row = await db
    .selectFrom('sandbox_callbacks')
    .select('status')
    .where('payment_id', '=', paymentId)
    .where('status', 'in', FINAL_OUTCOMES)
    .executeTakeFirst();
  return row?.status as PaymentOutcome | undefined;
}

/** A callback to send: the row and the payment it is about. */
export interface DueCallback {
  id: string;
  paymentId: string;
  status: PaymentOutcome;
  /** Including this one. */
  attempts: number;
  amount: number;
  currencyId: number;
}

/**
 * Takes up to `limit` rows due at `now`, holding each until `leaseUntil` (its next try if this
 * delivery never reports back, e.g. the process dies), and counts the attempt.
 */
export async function claimDueCallbacks(
  db: Kysely<DatabaseSchema>,
  input: { now: Date; leaseUntil: Date; limit: number },
): Promise<DueCallback[]> {
  const claimed = await sql<{
    id: string | number;
    payment_id: string;
    status: string;
    attempts: number;
  }>`
    update sandbox_callbacks set due_at = ${input.leaseUntil}, attempts = attempts + 1
    where id in (
      select id from sandbox_callbacks
      where delivered_at is null and due_at <= ${input.now}
      order by due_at, id limit ${input.limit}
      for update skip locked)
    returning id, payment_id, status, attempts`.execute(db);
  if (claimed.rows.length === 0) return [];
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'amount', 'currency_id'])
    .where('id', 'in', [...new Set(claimed.rows.map((r) => r.payment_id))])
    .execute();
  const byId = new Map(payments.map((p) => [p.id, p]));
  // `returning` has no order: sent oldest row first.
  const rows = [...claimed.rows].sort((a, b) => Number(a.id) - Number(b.id));
  return rows.map((r) => {
    const payment = byId.get(r.payment_id)!;
    return {
      id: String(r.id),
      paymentId: r.payment_id,
      status: r.status as PaymentOutcome,
      attempts: r.attempts,
      amount: toSafeInteger(payment.amount),
      currencyId: payment.currency_id,
    };
  });
}

/** The server answered (accepted or refused): the row is done. */
export async function markDelivered(
  db: Kysely<DatabaseSchema>,
  id: string,
  at: Date,
  httpStatus: number,
): Promise<void> {
  await db
    .updateTable('sandbox_callbacks')
    .set({ delivered_at: at, http_status: httpStatus })
    .where('id', '=', id)
    .execute();
}

/** The server failed or could not be reached: the row is tried again at `dueAt`. */
export async function scheduleRetry(
  db: Kysely<DatabaseSchema>,
  id: string,
  dueAt: Date,
  httpStatus: number,
): Promise<void> {
  await db
    .updateTable('sandbox_callbacks')
    .set({ due_at: dueAt, http_status: httpStatus })
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .execute();
}

/** When the earliest undelivered row is due (or held), or undefined when none is left. */
export async function nextDueAt(db: Kysely<DatabaseSchema>): Promise<Date | undefined> {
  const row = await db
    .selectFrom('sandbox_callbacks')
    .select((eb) => eb.fn.min('due_at').as('next'))
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  const next = row?.next as Date | string | null | undefined;
  return next === null || next === undefined ? undefined : new Date(next);
}
