// Rounds an outside provider left open (SPEC section 7 "Games and third-party calls"): a provider
// that dies between a round's debit and its credit (a crash, kill -9, a lost network) never
// finishes it. The site does not wait for it: a round of an outside provider with no wallet call
// for STALE_ROUND_MS is void, its accepted debits are given back through the ledger
// (casino_rollback) and it is closed, in one transaction under the round's lock, so a credit that
// arrives at the same moment either settles the round first (and the sweep leaves it alone) or is
// refused after (DEBIT_NOT_FOUND: nothing of the round is debited any more).
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { toSafeInteger } from '../../money/bigints';
import { realSession, refundDebit, type CallScope } from './walletSteps';

/** A round with no wallet call for this long is void (the sweep runs every STALE_SWEEP_MS). */
export const STALE_ROUND_MS = 30_000;
/** So no round stays open longer than STALE_ROUND_MS + STALE_SWEEP_MS: under a minute. */
export const STALE_SWEEP_MS = 10_000;
/** The transaction id the site gives its own rollback of a provider's debit. */
export const SITE_VOID_PREFIX = 'site-void:';
const BATCH = 100;

/** Voids the stale open rounds of these providers; answers how many it closed. */
export async function voidStaleRounds(
  db: Kysely<DatabaseSchema>,
  providerKeys: readonly string[],
  cutoff: Date,
): Promise<number> {
  if (providerKeys.length === 0) return 0;
  const stale = await db
    .selectFrom('casino_rounds as r')
    .select(['r.id', 'r.provider_key', 'r.session_id'])
    .where('r.status', '=', 'open')
    .where('r.provider_key', 'in', [...providerKeys])
    .where('r.opened_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('casino_wallet_transactions as t')
            .select('t.id')
            .whereRef('t.round_id', '=', 'r.id')
            .where('t.created_at', '>=', cutoff),
        ),
      ),
    )
    .orderBy('r.id')
    .limit(BATCH)
    .execute();
  let closed = 0;
  for (const round of stale) {
    if (await voidRound(db, round.provider_key, String(round.id), round.session_id, cutoff)) {
      closed += 1;
    }
  }
  return closed;
}

async function voidRound(
  db: Kysely<DatabaseSchema>,
  providerKey: string,
  roundId: string,
  sessionId: string,
  cutoff: Date,
): Promise<boolean> {
  const session = await realSession(db, providerKey, sessionId, new Date());
  return db.transaction().execute(async (trx) => {
    const round = await trx
      .selectFrom('casino_rounds')
      .select(['id', 'provider_round_id'])
      .where('id', '=', roundId)
      .where('status', '=', 'open')
      .forUpdate()
      .executeTakeFirst();
    if (!round) return false;
    // A call that came in while the sweep looked: the round is alive after all.
    const recent = await trx
      .selectFrom('casino_wallet_transactions')
      .select('id')
      .where('round_id', '=', roundId)
      .where('created_at', '>=', cutoff)
      .executeTakeFirst();
    if (recent) return false;
    const debits = await trx
      .selectFrom('casino_wallet_transactions')
      .select(['id', 'provider_transaction_id', 'amount'])
      .where('round_id', '=', roundId)
      .where('kind', '=', 'debit')
      .where('status', '=', 'accepted')
      .forUpdate()
      .execute();
    const scope: CallScope = { trx, db, session };
    let refunded = 0;
    for (const debit of debits) {
      const amount = toSafeInteger(debit.amount);
      const voidId = `${SITE_VOID_PREFIX}${debit.provider_transaction_id}`;
      const posted = await refundDebit(
        scope,
        providerKey,
        { id: debit.id, amount },
        { transactionId: voidId, roundId: round.provider_round_id },
      );
      await trx
        .insertInto('casino_wallet_transactions')
        .values({
          provider_key: providerKey,
          provider_transaction_id: voidId,
          kind: 'rollback',
          session_id: session.id,
          round_id: roundId,
          provider_round_id: round.provider_round_id,
          amount,
          currency_id: session.currencyId,
          fingerprint: 'site-void',
          status: 'accepted',
          debit_transaction_id: debit.provider_transaction_id,
          ledger_transaction_id: posted,
        })
        .onConflict((oc) => oc.columns(['provider_key', 'provider_transaction_id']).doNothing())
        .execute();
      refunded += amount;
    }
    await trx
      .updateTable('casino_rounds')
      .set({
        refund_total: sql`refund_total + ${refunded}`,
        status: 'closed',
        closed_at: new Date(),
      })
      .where('id', '=', roundId)
      .execute();
    return true;
  });
}
