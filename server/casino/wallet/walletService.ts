// The seamless wallet's four calls (domain/casino/walletProtocol.ts) as service functions: each
// runs in one SQL transaction, records the provider's transaction by its id (a retry answers the
// first result, the same id with other fields is refused) and moves money only through the ledger
// (kinds casino_bet, casino_win, casino_rollback; the customer's account against the casino's
// house account of the currency). A refusal throws inside the transaction, so nothing is written.
import type {
  BalanceRequest,
  CreditRequest,
  DebitRequest,
  RollbackRequest,
  WalletOkAnswer,
} from '../../../domain/casino/walletProtocol';
import { bonusOnCasinoRoundClosed } from '../../bonus/hooks';
import { limitRowsOf } from '../../limits/index';
import { toSafeInteger } from '../../money/bigints';
import { LEDGER_KINDS } from '../../money/ledger';
import {
  CREDIT_MOVE_SQL,
  CREDIT_ROUND_SQL,
  creditMoveParameters,
  creditRoundParameters,
  DEBIT_MOVE_SQL,
  DEBIT_ROUND_SQL,
  debitMoveParameters,
  debitRoundParameters,
  type CallRecord,
  type CreditMoveRow,
  type CreditRoundRow,
  type DebitRoundRow,
  type MoveRow,
  type RoundTotals,
} from './walletStatements';
import {
  amountValid,
  answered,
  balanceOf,
  checkAmount,
  checkCurrency,
  finish,
  fingerprintOf,
  inTransaction,
  moveMoneyInStatement,
  ok,
  realSession,
  recordTransaction,
  refundDebit,
  replay,
  ROLLED_BACK_BEFORE_ARRIVAL,
  run,
  WalletRefusal,
  type CallScope,
  type RealSession,
  type Trx,
  type WalletDeps,
} from './walletSteps';
import type { WalletTransactionKind } from './tables';

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
  const lockLimits = deps.stakeCheck !== undefined;
  const call = amountCall('debit', body, [], { zeroAllowed: false, lockLimits });
  return recordedCall(deps, providerKey, body, call, async (trx, session, recordId, scope) => {
    if (session.banLevel > 0) throw new WalletRefusal('PLAYER_BLOCKED', 'The customer is banned');
    if (session.accountFrozen) {
      throw new WalletRefusal('PLAYER_BLOCKED', 'The account is frozen');
    }

    // The round, with the customer's limit rows read under the lock the first statement took.
    const rows = await run<DebitRoundRow>(
      trx,
      DEBIT_ROUND_SQL,
      debitRoundParameters(providerKey, session, body.roundId, body.amount, lockLimits),
    );
    const roundId = rows[0]?.round_id;
    if (roundId === undefined) {
      throw new WalletRefusal(
        'ROUND_CLOSED',
        `Round ${body.roundId} is closed or not this player's`,
      );
    }

    const at = deps.now();
    if (deps.stakeCheck) {
      const stake = {
        userId: session.userId,
        amount: body.amount,
        currencyId: session.currencyId,
        at,
      };
      const limitRows = limitRowsOf(rows.filter((r) => r.user_id !== null));
      try {
        await deps.stakeCheck(trx, stake, limitRows);
      } catch (err) {
        const code = deps.stakeRefusalCode?.(err);
        if (code === undefined) throw err;
        throw new WalletRefusal(code, err instanceof Error ? err.message : 'Stake refused');
      }
    }

    const move = {
      transactionId: body.transactionId,
      roundId: body.roundId,
      kind: LEDGER_KINDS.casinoBet,
      amount: -body.amount,
    };
    const completed = { roundId, customerAccountId: session.accountId, recordId };
    const moved = await moveMoneyInStatement<MoveRow>(scope, providerKey, move, {
      text: DEBIT_MOVE_SQL,
      parameters: (transfer) => debitMoveParameters(transfer, completed),
    });
    if ('replayed' in moved) {
      return finish(trx, recordId, session, { roundId, ledgerTransactionId: moved.replayed });
    }
    return answered(session, recordId, moved.row.balance_after);
  });
}

export async function walletCredit(
  deps: WalletDeps,
  providerKey: string,
  body: CreditRequest,
): Promise<WalletOkAnswer> {
  const roundClosed = body.roundClosed ?? true;
  const call = amountCall('credit', body, [String(roundClosed)], {
    zeroAllowed: true,
    lockLimits: false,
  });
  return recordedCall(deps, providerKey, body, call, async (trx, session, recordId, scope) => {
    // The round, locked, with whether it holds an accepted debit, in one statement.
    const [round] = await run<CreditRoundRow>(
      trx,
      CREDIT_ROUND_SQL,
      creditRoundParameters(providerKey, body.roundId),
    );
    if (!round || String(round.account_id) !== session.accountId || !round.debited) {
      throw new WalletRefusal('DEBIT_NOT_FOUND', `Round ${body.roundId} has no accepted debit`);
    }
    if (round.status === 'closed') {
      throw new WalletRefusal('ROUND_CLOSED', `Round ${body.roundId} is closed`);
    }

    const at = deps.now();
    const fairness = body.fairness ? JSON.stringify(body.fairness) : null;
    let closed: RoundTotals;
    let answer: WalletOkAnswer;
    const moved =
      body.amount > 0
        ? await moveMoneyInStatement<CreditMoveRow>(
            scope,
            providerKey,
            {
              transactionId: body.transactionId,
              roundId: body.roundId,
              kind: LEDGER_KINDS.casinoWin,
              amount: body.amount,
            },
            {
              text: CREDIT_MOVE_SQL,
              parameters: (transfer) =>
                creditMoveParameters(
                  transfer,
                  { roundId: round.id, customerAccountId: session.accountId, recordId },
                  { win: body.amount, closed: roundClosed, at, fairness },
                ),
            },
          )
        : null;
    if (moved && !('replayed' in moved)) {
      // The transfer, the round's totals and the record's completion were one statement.
      closed = moved.row as RoundTotals;
      answer = answered(session, recordId, moved.row.balance_after);
    } else {
      // A credit of nothing (or a replayed ledger key): the round and the record on their own.
      closed = await trx
        .updateTable('casino_rounds')
        .set((eb) => ({
          win_total: eb('win_total', '+', body.amount),
          status: roundClosed ? 'closed' : 'open',
          closed_at: roundClosed ? at : null,
          ...(fairness ? { fairness } : {}),
        }))
        .where('id', '=', round.id)
        .returning(['user_id', 'game_id', 'currency_id', 'stake_total', 'refund_total'])
        .executeTakeFirstOrThrow();
      answer = await finish(trx, recordId, session, {
        roundId: round.id,
        ledgerTransactionId: moved ? moved.replayed : null,
      });
    }
    if (roundClosed) {
      // Bonus wagering by the player's own closed round, in this transaction (server/bonus/hooks.ts).
      await bonusOnCasinoRoundClosed(trx, {
        roundId: String(round.id),
        userId: String(closed.user_id),
        gameId: String(closed.game_id),
        currencyId: closed.currency_id,
        stake: toSafeInteger(closed.stake_total),
        refunded: toSafeInteger(closed.refund_total),
        bonusMayWager: round.bonus_may_wager,
      });
    }
    return answer;
  });
}

export async function walletRollback(
  deps: WalletDeps,
  providerKey: string,
  body: RollbackRequest,
): Promise<WalletOkAnswer> {
  const fingerprint = fingerprintOf(
    'rollback',
    body.sessionId,
    body.roundId,
    body.debitTransactionId,
  );
  const record = {
    transactionId: body.transactionId,
    kind: 'rollback' as const,
    roundId: body.roundId,
    amount: 0,
    fingerprint,
    debitTransactionId: body.debitTransactionId,
  };
  const call = { kind: 'rollback' as const, fingerprint, open: { lockLimits: false, record } };
  return recordedCall(deps, providerKey, body, call, async (trx, session, inserted, scope) => {
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

// ---------------------------------------------------------------- one recorded call

interface RecordedCall {
  kind: WalletTransactionKind;
  fingerprint: string;
  /** What the call's first statement records and whether it takes the limits lock. */
  open: { lockLimits: boolean; record: CallRecord | null };
  /** Refusals that come before a retry is answered (a retry is checked as the first call was). */
  check?: (session: RealSession) => void;
}

/**
 * A call in its transaction: its checks, then a retry of a recorded transaction id answers the
 * first result (or is refused when its fields differ) and a new one goes on to `step`.
 */
function recordedCall(
  deps: WalletDeps,
  providerKey: string,
  body: { sessionId: string; transactionId: string },
  call: RecordedCall,
  step: (
    trx: Trx,
    session: RealSession,
    recordId: string,
    scope: CallScope,
  ) => Promise<WalletOkAnswer>,
): Promise<WalletOkAnswer> {
  return inTransaction(
    deps,
    providerKey,
    body.sessionId,
    call.open,
    async (trx, session, recordId, scope) => {
      call.check?.(session);
      if (recordId === undefined) {
        return replay(trx, providerKey, session, body.transactionId, call.kind, call.fingerprint);
      }
      return step(trx, session, recordId, scope);
    },
  );
}

/**
 * A debit or a credit: its record (none for an amount the protocol refuses, so nothing is
 * recorded) and its checks: the session of a debit must be live, the amount and currency valid.
 */
function amountCall(
  kind: 'debit' | 'credit',
  body: DebitRequest | CreditRequest,
  moreFingerprint: string[],
  { zeroAllowed, lockLimits }: { zeroAllowed: boolean; lockLimits: boolean },
): RecordedCall {
  const fingerprint = fingerprintOf(
    kind,
    body.sessionId,
    body.roundId,
    body.amount,
    body.currency,
    ...moreFingerprint,
  );
  const { transactionId, roundId, amount } = body;
  const record = amountValid(amount, { zeroAllowed })
    ? { transactionId, kind, roundId, amount, fingerprint }
    : null;
  return {
    kind,
    fingerprint,
    open: { lockLimits, record },
    check: (session) => {
      if (kind === 'debit' && session.expired) {
        throw new WalletRefusal('UNKNOWN_SESSION', 'The session has expired');
      }
      checkAmount(amount, { zeroAllowed });
      checkCurrency(session, body.currency);
    },
  };
}

/** Maps any refusal of a call to its protocol code; other errors are not refusals. */
export function walletRefusalOf(err: unknown): WalletRefusal | undefined {
  return err instanceof WalletRefusal ? err : undefined;
}
