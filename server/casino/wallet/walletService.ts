// The seamless wallet's four calls (domain/casino/walletProtocol.ts) as service functions: each
// runs in one SQL transaction, records the provider's transaction by its id (a retry answers the
// first result, the same id with other fields is refused) and moves money only through the ledger
// (kinds casino_bet, casino_win, casino_rollback; the customer's account against the casino's
// house account of the currency). A refusal throws inside the transaction, so nothing is written.
import { sql } from 'kysely';
import type {
  BalanceRequest,
  CreditRequest,
  DebitRequest,
  RollbackRequest,
  WalletOkAnswer,
} from '../../../domain/casino/walletProtocol';
import { bonusOnCasinoRoundClosed } from '../../bonus/hooks';
import { toSafeInteger } from '../../money/bigints';
import { LEDGER_KINDS } from '../../money/ledger';
import {
  balanceOf,
  checkAmount,
  checkCurrency,
  finish,
  fingerprintOf,
  inTransaction,
  moveMoney,
  ok,
  realSession,
  recordTransaction,
  refundDebit,
  replay,
  ROLLED_BACK_BEFORE_ARRIVAL,
  WalletRefusal,
  type WalletDeps,
} from './walletSteps';

export {
  MAX_WALLET_AMOUNT,
  WalletRefusal,
  type StakeCheck,
  type StakeRefusalCode,
  type WalletDeps,
} from './walletSteps';

// ---------------------------------------------------------------- the calls

export async function walletBalance(
  deps: WalletDeps,
  providerKey: string,
  body: BalanceRequest,
): Promise<WalletOkAnswer> {
  const session = await realSession(deps.db, providerKey, body.sessionId, deps.now());
  if (session.expired) throw new WalletRefusal('UNKNOWN_SESSION', 'The session has expired');
  return ok(session, await balanceOf(deps.db, session.accountId));
}

export async function walletDebit(
  deps: WalletDeps,
  providerKey: string,
  body: DebitRequest,
): Promise<WalletOkAnswer> {
  return inTransaction(deps, providerKey, body.sessionId, async (trx, session, scope) => {
    if (session.expired) throw new WalletRefusal('UNKNOWN_SESSION', 'The session has expired');
    checkAmount(body.amount, { zeroAllowed: false });
    checkCurrency(session, body.currency);
    const fingerprint = fingerprintOf(
      'debit',
      body.sessionId,
      body.roundId,
      body.amount,
      body.currency,
    );
    const inserted = await recordTransaction(trx, providerKey, session, {
      transactionId: body.transactionId,
      kind: 'debit',
      roundId: body.roundId,
      amount: body.amount,
      fingerprint,
    });
    if (!inserted)
      return replay(trx, providerKey, session, body.transactionId, 'debit', fingerprint);
    if (session.banLevel > 0) throw new WalletRefusal('PLAYER_BLOCKED', 'The customer is banned');

    const round = await sql<{ id: string | number }>`
      insert into casino_rounds
        (provider_key, provider_round_id, session_id, user_id, game_id, account_id, currency_id,
         stake_total)
      select ${providerKey}, ${body.roundId}, s.id, s.user_id, s.game_id, s.account_id,
        s.currency_id, ${body.amount}
      from casino_game_sessions s where s.id = ${session.id}
      on conflict (provider_key, provider_round_id) do update
        set stake_total = casino_rounds.stake_total + excluded.stake_total
        where casino_rounds.status = 'open' and casino_rounds.account_id = excluded.account_id
      returning id`.execute(trx);
    const roundId = round.rows[0]?.id;
    if (roundId === undefined) {
      throw new WalletRefusal(
        'ROUND_CLOSED',
        `Round ${body.roundId} is closed or not this player's`,
      );
    }

    const at = deps.now();
    if (deps.stakeCheck) {
      try {
        await deps.stakeCheck(trx, {
          userId: session.userId,
          amount: body.amount,
          currencyId: session.currencyId,
          at,
        });
      } catch (err) {
        const code = deps.stakeRefusalCode?.(err);
        if (code === undefined) throw err;
        throw new WalletRefusal(code, err instanceof Error ? err.message : 'Stake refused');
      }
    }

    const posted = await moveMoney(scope, providerKey, {
      transactionId: body.transactionId,
      roundId: body.roundId,
      kind: LEDGER_KINDS.casinoBet,
      amount: -body.amount,
    });
    return finish(trx, inserted, session, { roundId, ledgerTransactionId: posted });
  });
}

export async function walletCredit(
  deps: WalletDeps,
  providerKey: string,
  body: CreditRequest,
): Promise<WalletOkAnswer> {
  return inTransaction(deps, providerKey, body.sessionId, async (trx, session, scope) => {
    checkAmount(body.amount, { zeroAllowed: true });
    checkCurrency(session, body.currency);
    const roundClosed = body.roundClosed ?? true;
    const fingerprint = fingerprintOf(
      'credit',
      body.sessionId,
      body.roundId,
      body.amount,
      body.currency,
      String(roundClosed),
    );
    const inserted = await recordTransaction(trx, providerKey, session, {
      transactionId: body.transactionId,
      kind: 'credit',
      roundId: body.roundId,
      amount: body.amount,
      fingerprint,
    });
    if (!inserted)
      return replay(trx, providerKey, session, body.transactionId, 'credit', fingerprint);

    // The round, locked, with whether it holds an accepted debit, in one statement.
    const round = await trx
      .selectFrom('casino_rounds as r')
      .select((eb) => [
        'r.id',
        'r.status',
        'r.account_id',
        eb
          .exists(
            eb
              .selectFrom('casino_wallet_transactions as t')
              .select('t.id')
              .whereRef('t.round_id', '=', 'r.id')
              .where('t.kind', '=', 'debit')
              .where('t.status', '=', 'accepted'),
          )
          .as('debited'),
      ])
      .where('r.provider_key', '=', providerKey)
      .where('r.provider_round_id', '=', body.roundId)
      .forUpdate('r')
      .executeTakeFirst();
    if (!round || String(round.account_id) !== session.accountId || !round.debited) {
      throw new WalletRefusal('DEBIT_NOT_FOUND', `Round ${body.roundId} has no accepted debit`);
    }
    if (round.status === 'closed') {
      throw new WalletRefusal('ROUND_CLOSED', `Round ${body.roundId} is closed`);
    }

    const posted =
      body.amount > 0
        ? await moveMoney(scope, providerKey, {
            transactionId: body.transactionId,
            roundId: body.roundId,
            kind: LEDGER_KINDS.casinoWin,
            amount: body.amount,
          })
        : null;
    const at = deps.now();
    const closed = await trx
      .updateTable('casino_rounds')
      .set((eb) => ({
        win_total: eb('win_total', '+', body.amount),
        status: roundClosed ? 'closed' : 'open',
        closed_at: roundClosed ? at : null,
        ...(body.fairness ? { fairness: JSON.stringify(body.fairness) } : {}),
      }))
      .where('id', '=', round.id)
      .returning(['user_id', 'game_id', 'currency_id', 'stake_total', 'refund_total'])
      .executeTakeFirstOrThrow();
    if (roundClosed) {
      // Bonus wagering by the player's own closed round, in this transaction (server/bonus/hooks.ts).
      await bonusOnCasinoRoundClosed(trx, {
        roundId: String(round.id),
        userId: String(closed.user_id),
        gameId: String(closed.game_id),
        currencyId: closed.currency_id,
        stake: toSafeInteger(closed.stake_total),
        refunded: toSafeInteger(closed.refund_total),
      });
    }
    return finish(trx, inserted, session, { roundId: round.id, ledgerTransactionId: posted });
  });
}

export async function walletRollback(
  deps: WalletDeps,
  providerKey: string,
  body: RollbackRequest,
): Promise<WalletOkAnswer> {
  return inTransaction(deps, providerKey, body.sessionId, async (trx, session, scope) => {
    const fingerprint = fingerprintOf(
      'rollback',
      body.sessionId,
      body.roundId,
      body.debitTransactionId,
    );
    const inserted = await recordTransaction(trx, providerKey, session, {
      transactionId: body.transactionId,
      kind: 'rollback',
      roundId: body.roundId,
      amount: 0,
      fingerprint,
      debitTransactionId: body.debitTransactionId,
    });
    if (!inserted) {
      return replay(trx, providerKey, session, body.transactionId, 'rollback', fingerprint);
    }

    // An unknown debit: its id is taken by a rolled-back record, so a late debit is refused.
    const tombstone = await recordTransaction(trx, providerKey, session, {
      transactionId: body.debitTransactionId,
      kind: 'debit',
      roundId: body.roundId,
      amount: 0,
      fingerprint: ROLLED_BACK_BEFORE_ARRIVAL,
      status: 'rolled_back',
    });
    if (tombstone) {
      return finish(trx, inserted, session, { status: 'orphan' });
    }

    const debit = await trx
      .selectFrom('casino_wallet_transactions as t')
      .innerJoin('casino_game_sessions as s', 's.id', 't.session_id')
      .select(['t.id', 't.kind', 't.status', 't.amount', 't.round_id', 's.account_id'])
      .where('t.provider_key', '=', providerKey)
      .where('t.provider_transaction_id', '=', body.debitTransactionId)
      .forUpdate('t')
      .executeTakeFirstOrThrow();
    if (debit.kind !== 'debit' || String(debit.account_id) !== session.accountId) {
      throw new WalletRefusal(
        'DEBIT_NOT_FOUND',
        `${body.debitTransactionId} is not a debit of this player`,
      );
    }
    if (debit.status !== 'accepted') {
      // Rolled back before (by another rollback id): nothing more to give back.
      return finish(trx, inserted, session, { status: 'noop' });
    }
    const amount = toSafeInteger(debit.amount);
    const posted = await refundDebit(scope, providerKey, { id: debit.id, amount }, body);
    if (debit.round_id !== null) {
      await trx
        .updateTable('casino_rounds')
        .set((eb) => ({ refund_total: eb('refund_total', '+', amount) }))
        .where('id', '=', debit.round_id)
        .execute();
    }
    return finish(trx, inserted, session, {
      roundId: debit.round_id,
      ledgerTransactionId: posted,
      amount,
    });
  });
}

/** Maps any refusal of a call to its protocol code; other errors are not refusals. */
export function walletRefusalOf(err: unknown): WalletRefusal | undefined {
  return err instanceof WalletRefusal ? err : undefined;
}
